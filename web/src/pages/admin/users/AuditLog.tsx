import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { graphql } from '../../../__generated__';
import type { AuditLogFilter } from '../../../__generated__/graphql';
import { PagedQueryCell } from '../../../components/QueryCell';
import { adminReadFailureText } from '../../../apollo/errors';
import { ACTION_LABELS, AuditEntryItem, SUBJECT_LABELS } from '../AuditEntryItem';

const PAGE_SIZE = 30;

export const AuditLogQuery = graphql(`
  query AuditLogQuery($filter: AuditLogFilter, $first: Int!, $after: String) {
    auditLog(filter: $filter, first: $first, after: $after) {
      nextCursor
      entries {
        id
        ...AuditEntry_entry
      }
    }
  }
`);

export const AuditLogActorsQuery = graphql(`
  query AuditLogActorsQuery {
    auditLogActors {
      id
      name
    }
  }
`);

interface Filters {
  actorId: string;
  action: string;
  subjectType: string;
  since: string;
  until: string;
}

const ALL = '';
const NO_FILTERS: Filters = { actorId: ALL, action: ALL, subjectType: ALL, since: '', until: '' };

/** A date input's day as the instant its local midnight starts, the form the API reads. */
const startOfDay = (day: string, plusDays = 0) => {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + plusDays);
  return date.toISOString();
};

function filterOf(filters: Filters): AuditLogFilter {
  return {
    actorId: filters.actorId || null,
    action: filters.action || null,
    subjectType: filters.subjectType || null,
    since: filters.since ? startOfDay(filters.since) : null,
    until: filters.until ? startOfDay(filters.until, 1) : null,
  };
}

/** The entries the filters pick, a page at a time; a new filter starts afresh, from loading. */
function AuditEntries({ filters }: { filters: Filters }) {
  const result = useQuery(AuditLogQuery, {
    variables: { filter: filterOf(filters), first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return (
    <PagedQueryCell
      result={result}
      failure={adminReadFailureText}
      loading={<p className="card-meta">Loading the audit log…</p>}
      isEmpty={(data) => data.auditLog.entries.length === 0}
      empty={<p className="empty-state">No admin actions to show.</p>}
      nextPage={({ auditLog: { nextCursor } }) => (nextCursor ? () => result.fetchMore({ variables: { after: nextCursor } }) : null)}
      moreLabel="Load older entries"
    >
      {(data) => (
        <ol className="history audit-log">
          {data.auditLog.entries.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </PagedQueryCell>
  );
}

/** Every admin action, newest first, filtered on the server by admin, action, subject and days. */
export function AuditLog() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const set = (field: keyof Filters) => (event: { target: { value: string } }) => setFilters({ ...filters, [field]: event.target.value });
  const actors = useQuery(AuditLogActorsQuery, { fetchPolicy: 'cache-and-network' }).data?.auditLogActors ?? [];
  const ids = { actor: useId(), action: useId(), subject: useId(), since: useId(), until: useId() };

  return (
    <>
      <div className="toolbar toolbar--start audit-filters">
        <div className="field">
          <label htmlFor={ids.actor}>Admin</label>
          <select id={ids.actor} value={filters.actorId} onChange={set('actorId')}>
            <option value={ALL}>All admins</option>
            {actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.action}>Action</label>
          <select id={ids.action} value={filters.action} onChange={set('action')}>
            <option value={ALL}>All actions</option>
            {Object.entries(ACTION_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.subject}>Subject</label>
          <select id={ids.subject} value={filters.subjectType} onChange={set('subjectType')}>
            <option value={ALL}>Everything</option>
            {Object.entries(SUBJECT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.since}>From</label>
          <input id={ids.since} type="date" value={filters.since} onChange={set('since')} />
        </div>
        <div className="field">
          <label htmlFor={ids.until}>To</label>
          <input id={ids.until} type="date" value={filters.until} onChange={set('until')} />
        </div>
      </div>
      <AuditEntries key={JSON.stringify(filters)} filters={filters} />
    </>
  );
}
