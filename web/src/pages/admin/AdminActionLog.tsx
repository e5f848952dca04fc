import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { graphql } from '../../__generated__';
import type { AdminActionKind } from '../../__generated__/graphql';
import { ErrorBanner } from '../../components/ErrorBanner';
import { formatDateTime } from '../../lib/format';
import { adminErrorText } from './adminError';

const LOG_SIZE = 100;

const AdminActionsQuery = graphql(`
  query AdminActionsQuery($first: Int!) {
    adminActions(first: $first) {
      id
      action
      detail
      createdAt
      actor {
        id
        name
      }
      target {
        id
        name
        email
      }
    }
  }
`);

const ACTION_LABEL: Record<AdminActionKind, string> = {
  BLOCK_USER: 'Blocked',
  UNBLOCK_USER: 'Unblocked',
  STEP_DOWN_ADMIN: 'Stepped down as admin',
};

const ACTION_VERB: Record<AdminActionKind, string> = {
  BLOCK_USER: 'blocked',
  UNBLOCK_USER: 'unblocked',
  STEP_DOWN_ADMIN: 'removed admin rights from',
};

const ALL = '';

/** What admins have done to accounts. The admin and action filters work in the browser over the latest 100 entries. */
export function AdminActionLog() {
  const { data, error, refetch } = useQuery(AdminActionsQuery, { variables: { first: LOG_SIZE }, fetchPolicy: 'cache-and-network' });
  const [actor, setActor] = useState(ALL);
  const [action, setAction] = useState(ALL);
  const actorId = useId();
  const actionId = useId();

  if (error && !data) return <ErrorBanner message={adminErrorText('fetching data', error)} onRetry={() => void refetch()} />;
  if (!data) return <p className="card-meta">Loading the action log…</p>;

  const actors = [...new Map(data.adminActions.flatMap((entry) => (entry.actor ? [[entry.actor.id, entry.actor.name] as const] : []))).entries()];
  const shown = data.adminActions.filter((entry) => (actor === ALL || entry.actor?.id === actor) && (action === ALL || entry.action === action));

  return (
    <>
      <div className="toolbar toolbar--start">
        <div className="field">
          <label htmlFor={actorId}>Admin</label>
          <select id={actorId} value={actor} onChange={(event) => setActor(event.target.value)}>
            <option value={ALL}>All admins</option>
            {actors.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={actionId}>Action</label>
          <select id={actionId} value={action} onChange={(event) => setAction(event.target.value)}>
            <option value={ALL}>All actions</option>
            {Object.entries(ACTION_LABEL).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="field-hint">These filters apply to the latest {LOG_SIZE} actions.</p>
      {shown.length === 0 ? (
        <p className="empty-state">No admin actions to show.</p>
      ) : (
        <ol className="history action-log">
          {shown.map((entry) => (
            <li key={entry.id}>
              <p>
                <strong>{entry.actor?.name ?? 'A deleted admin'}</strong> {ACTION_VERB[entry.action]}{' '}
                <strong>{entry.target?.name ?? 'a deleted account'}</strong>
                {entry.detail ? <span className="history-detail">: {entry.detail}</span> : null}
              </p>
              <time className="card-meta" dateTime={entry.createdAt}>
                {formatDateTime(entry.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
