import { useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import { adminReadFailureText } from '../../../apollo/errors';
import { Notice } from '../../../components/form/Notice';
import { QueryCell } from '../../../components/QueryCell';
import { AuditEntryItem } from '../AuditEntryItem';
import { VoidVotesForm, voidingOutcomeText, type VoidVotesResult, type VoterSelection } from '../VoidVotesForm';
import { fromSaInput } from './saTime';
import { DateTimeField } from './TopicForm';
import type { AdminTopic } from './useAdminTopics';
import './topics.css';

/** The newest voidings of a topic: the one just made is among them unless several admins void at once. */
const VoidingAuditEntryQuery = graphql(`
  query VoidingAuditEntryQuery($topicId: String!) {
    auditLog(filter: { action: "votes.void", subjectId: $topicId }, first: 5) {
      entries {
        id
        changes {
          field
          after
        }
        ...AuditEntry_entry
      }
    }
  }
`);

const VOTERS = [
  { value: 'blocked', label: 'Blocked accounts', hint: 'Every vote on the topic cast by an account that is blocked now.' },
  { value: 'emails', label: 'Accounts by email', hint: 'The votes of the accounts whose addresses you paste.' },
  { value: 'window', label: 'A time window', hint: 'Every vote on the topic cast from one moment until another.' },
] as const;

type Voters = (typeof VOTERS)[number]['value'];

interface Draft {
  topicId: string;
  voters: Voters;
  emails: string;
  from: string;
  to: string;
}

/** The voters the draft names, in the API's terms; null until it names them all. */
function selectionOf(draft: Draft): VoterSelection | null {
  switch (draft.voters) {
    case 'blocked':
      return { blockedAccounts: true };
    case 'emails': {
      // Pasted from anywhere: one a line, or separated by commas, semicolons or spaces.
      const emails = draft.emails.split(/[\s,;]+/).filter(Boolean);
      return emails.length > 0 ? { emails } : null;
    }
    case 'window': {
      const [burstFrom, burstTo] = [fromSaInput(draft.from), fromSaInput(draft.to)];
      return burstFrom && burstTo ? { burstFrom, burstTo } : null;
    }
  }
}

/** What a topic-wide voiding did, and its entry in the audit log. */
function VoidingDone({ topicId, result }: { topicId: string; result: VoidVotesResult }) {
  const audit = useQuery(VoidingAuditEntryQuery, { variables: { topicId }, fetchPolicy: 'network-only' });
  return (
    <>
      <Notice tone="success">
        <p>{voidingOutcomeText(result)}</p>
      </Notice>
      <h3>In the audit log</h3>
      <QueryCell result={audit} failure={adminReadFailureText} loading={<p className="card-meta">Reading the audit log…</p>}>
        {(data) => {
          const entry = data.auditLog.entries.find((shown) => shown.changes.some((change) => change.field === 'voidingId' && change.after === result.voiding.id));
          return entry ? (
            <ol className="history audit-log">
              <AuditEntryItem entry={entry} />
            </ol>
          ) : (
            <p className="card-meta">The entry is in the audit log on the Users screen.</p>
          );
        }}
      </QueryCell>
    </>
  );
}

/**
 * Voiding a set of votes across a whole topic: the admin chooses the topic and whose votes, sees
 * how many would go, gives the reason and confirms. Changing the choice takes the count away, so
 * what is confirmed is always what was counted.
 */
export function VoidTopicVotes({ topics }: { topics: AdminTopic[] }) {
  const [draft, setDraft] = useState<Draft>({ topicId: topics[0]?.id ?? '', voters: 'blocked', emails: '', from: '', to: '' });
  const [previewed, setPreviewed] = useState<{ topicId: string; selection: VoterSelection } | null>(null);
  const [voided, setVoided] = useState<{ topicId: string; result: VoidVotesResult } | null>(null);
  const ids = { heading: useId(), topic: useId(), emails: useId() };
  const selection = selectionOf(draft);

  const edit = (changes: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setPreviewed(null);
  };
  const preview = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.topicId || !selection) return;
    setVoided(null);
    setPreviewed({ topicId: draft.topicId, selection });
  };
  const done = (result: VoidVotesResult | null) => {
    if (result && previewed) setVoided({ topicId: previewed.topicId, result });
    setPreviewed(null);
  };

  return (
    <section className="section void-topic-votes" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Void Votes</h2>
      <p className="card-meta">
        Void a set of votes on every poem of a topic: they are kept for the record but stop counting. You see how many would go before you confirm. To void one
        poem&apos;s votes, open it from Review.
      </p>
      <form className="admin-form" onSubmit={preview} aria-label="Choose the votes to void">
        <div className="field admin-form-wide">
          <label htmlFor={ids.topic}>Topic</label>
          <select id={ids.topic} value={draft.topicId} onChange={(event) => edit({ topicId: event.target.value })} required>
            {topics.map((topic) => (
              <option key={topic.id} value={topic.id}>
                {topic.title}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="radio-group admin-form-wide">
          <legend>Whose votes</legend>
          {VOTERS.map((choice) => (
            <label key={choice.value} className="radio-option">
              <input type="radio" name="voters" value={choice.value} checked={draft.voters === choice.value} onChange={() => edit({ voters: choice.value })} />
              <span>
                <strong>{choice.label}</strong>
                <span className="field-hint">{choice.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {draft.voters === 'emails' ? (
          <div className="field admin-form-wide">
            <label htmlFor={ids.emails}>Email addresses (one a line, or separated by commas)</label>
            <textarea id={ids.emails} rows={4} value={draft.emails} onChange={(event) => edit({ emails: event.target.value })} spellCheck={false} />
          </div>
        ) : null}
        {draft.voters === 'window' ? (
          <div className="admin-form-wide admin-form-pair">
            <DateTimeField label="From" value={draft.from} onChange={(from) => edit({ from })} />
            <DateTimeField label="Until" value={draft.to} onChange={(to) => edit({ to })} />
          </div>
        ) : null}
        <div className="card-actions">
          <button type="submit" className="button button--secondary" disabled={!draft.topicId || !selection}>
            Preview
          </button>
        </div>
      </form>
      {previewed ? <VoidVotesForm key={JSON.stringify(previewed)} topicId={previewed.topicId} selection={previewed.selection} onDone={done} /> : null}
      {voided ? <VoidingDone topicId={voided.topicId} result={voided.result} /> : null}
    </section>
  );
}
