import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../../__generated__';
import type { AdminPagesQueryQuery, PageKey } from '../../../__generated__/graphql';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { QueryCell } from '../../../components/QueryCell';
import { SkeletonCards } from '../../../components/Skeleton';
import { TextContent } from '../../../components/TextContent';
import { formatDateTime } from '../../../lib/format';
import { adminReadFailureText } from '../../../apollo/errors';
import { useFormAction } from '../../../components/form/useFormAction';

const AdminPagesQuery = graphql(`
  query AdminPagesQuery {
    pages {
      key
      content
      updatedAt
    }
  }
`);

const AdminUpdatePageMutation = graphql(`
  mutation AdminUpdatePageMutation($input: UpdatePageInput!) {
    updatePage(input: $input) {
      page {
        key
        content
        updatedAt
      }
    }
  }
`);

const PAGE_INFO: Record<PageKey, { name: string; path?: string }> = {
  ABOUT: { name: 'About', path: '/about' },
  TERMS: { name: 'Terms of Service', path: '/terms-of-service' },
  PRIVACY: { name: 'Privacy Policy', path: '/privacy-policy' },
  HELP: { name: 'Help' },
  COOKIES: { name: 'Cookie Policy', path: '/cookie-policy' },
};

type TextPage = AdminPagesQueryQuery['pages'][number];

const EXCERPT_LENGTH = 220;

function PageCard({ page }: { page: TextPage }) {
  const [draft, setDraft] = useState<string | null>(null);
  const action = useFormAction();
  const [save] = useMutation(AdminUpdatePageMutation);
  const textId = useId();
  const info = PAGE_INFO[page.key];
  const excerpt = page.content.length > EXCERPT_LENGTH ? `${page.content.slice(0, EXCERPT_LENGTH).trimEnd()}…` : page.content;

  const submit = async () => {
    if (draft === null) return;
    await action.run(async () => {
      await save({ variables: { input: { key: page.key, content: draft } } });
      setDraft(null);
    }, 'updating page content');
  };

  return (
    <article className={`card page-card${draft !== null ? ' page-card--editing' : ''}`} aria-label={info.name}>
      <h3>{info.name}</h3>
      <p className="card-meta">
        Updated {formatDateTime(page.updatedAt)}
        {info.path ? (
          <>
            {' · '}
            <Link to={info.path}>View page</Link>
          </>
        ) : null}
      </p>
      {action.failure ? <ErrorBanner message={action.failure.message} onDismiss={action.reset} /> : null}
      {draft === null ? (
        <>
          <p className="page-excerpt">{excerpt || <span className="muted">No content yet.</span>}</p>
          <div className="card-actions">
            <button type="button" className="button button--secondary" onClick={() => setDraft(page.content)} aria-label={`Edit Content: ${info.name}`}>
              Edit Content
            </button>
          </div>
        </>
      ) : (
        <form
          className="page-editor"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="field">
            <label htmlFor={textId}>{info.name} text</label>
            <textarea id={textId} rows={12} value={draft} onChange={(event) => setDraft(event.target.value)} disabled={action.pending} aria-describedby={`${textId}-hint`} />
            <p id={`${textId}-hint`} className="field-hint">
              Plain text. Leave a blank line between paragraphs.
            </p>
          </div>
          <div className="page-preview" aria-label="Preview">
            <p className="eyebrow">Preview: what the public will see</p>
            <TextContent text={draft} className="prose" />
          </div>
          <div className="card-actions">
            <button type="submit" className="button button--primary" disabled={action.pending}>
              {action.pending ? 'Saving…' : 'Save Changes'}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setDraft(null)} disabled={action.pending}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </article>
  );
}

/** The Pages tab: each text page of the site, edited as plain text with a preview. */
export function PagesPanel() {
  const result = useQuery(AdminPagesQuery);
  return (
    <QueryCell result={result} failure={adminReadFailureText} loading={<SkeletonCards count={4} label="Loading pages…" />}>
      {(data) => (
        <div className="card-grid pages-grid">
          {data.pages.map((page) => (
            <PageCard key={page.key} page={page} />
          ))}
        </div>
      )}
    </QueryCell>
  );
}
