import { useQuery, useSubscription } from '@apollo/client/react';
import { Fragment } from 'react';
import { getFragmentData, graphql } from '../../__generated__';
import type { PageKey } from '../../__generated__/graphql';
import { QueryCell } from '../../components/QueryCell';
import { TextContent } from '../../components/TextContent';
import { formatDate } from '../../lib/format';
import { textSections } from './sections';
import './text.css';

const PageTextFragment = graphql(`
  fragment PageText_page on Page {
    key
    content
    updatedAt
  }
`);

const PageTextQuery = graphql(`
  query PageTextQuery($key: PageKey!) {
    page(key: $key) {
      ...PageText_page
    }
  }
`);

// The saved page replaces the cached one by its key (the Page type policy), so the text shown changes with it.
const PageTextChangedSubscription = graphql(`
  subscription PageTextChangedSubscription($key: PageKey!) {
    pageChanged(key: $key) {
      ...PageText_page
    }
  }
`);

function PageTextSkeleton() {
  return (
    <div className="page-text-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">Loading…</span>
      {[100, 92, 96, 60, 0, 100, 88, 94, 45].map((width, index) =>
        width === 0 ? (
          <div key={index} className="page-text-skeleton-gap" aria-hidden="true" />
        ) : (
          <div key={index} className="skeleton skeleton--line" style={{ width: `${width}%` }} aria-hidden="true" />
        ),
      )}
    </div>
  );
}

interface PageTextProps {
  pageKey: PageKey;
  /** The heading the text sits under; an opening line that repeats it is left out. */
  title: string;
  /** The level of the text's own headings, one below the heading it sits under. */
  headingLevel?: 2 | 3;
}

function PageSections({ content, title, headingLevel }: { content: string; title: string; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="prose">
      {textSections(content, title).map((section, index) => (
        <Fragment key={index}>
          {section.heading ? <Heading className="page-text-heading">{section.heading}</Heading> : null}
          {section.body ? <TextContent text={section.body} /> : null}
        </Fragment>
      ))}
    </div>
  );
}

/** One of the admin-edited text pages, shown as plain text with the date it was last changed, and kept live as admins edit it. */
export function PageText({ pageKey, title, headingLevel = 2 }: PageTextProps) {
  const result = useQuery(PageTextQuery, { variables: { key: pageKey } });
  useSubscription(PageTextChangedSubscription, { variables: { key: pageKey }, ignoreResults: true });
  return (
    <QueryCell result={result} loading={<PageTextSkeleton />}>
      {(data) => {
        const page = getFragmentData(PageTextFragment, data.page);
        return (
          <div className="page-text">
            <PageSections content={page.content} title={title} headingLevel={headingLevel} />
            <p className="page-text-updated">Last updated {formatDate(page.updatedAt)}</p>
          </div>
        );
      }}
    </QueryCell>
  );
}
