import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useId, useState } from 'react';
import { getFragmentData, graphql, type DocumentType, type FragmentType } from '../../../__generated__';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { useFormAction } from '../../../components/form/useFormAction';
import { PagedQueryCell } from '../../../components/QueryCell';
import { formatShortDate } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useSpreadRefetch } from '../../../lib/useSpreadRefetch';
import { useViewer } from '../../../viewer/viewerContext';
import { AuditLog, AuditLogActorsQuery, AuditLogQuery } from './AuditLog';
import { AdminPage } from '../AdminPage';
import { adminReadFailureText } from '../../../apollo/errors';
import { ReasonForm } from '../ReasonForm';
import './users.css';

const PAGE_SIZE = 50;
/** The most people the API gives at once. */
const MAX_PAGE = 200;
const SEARCH_PAUSE_MS = 300;

const AdminUserRowFragment = graphql(`
  fragment AdminUserRow_user on User {
    id
    name
    publicName
    email
    role
    emailVerified
    blocked
    poemsSubmitted
    poemsAccepted
    createdAt
  }
`);

type AdminUser = DocumentType<typeof AdminUserRowFragment>;

const AdminUsersQuery = graphql(`
  query AdminUsersQuery($filter: UsersFilter, $first: Int!, $offset: Int!) {
    users(filter: $filter, first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        ...AdminUserRow_user
      }
    }
    adminSeats {
      used
      max
    }
  }
`);

const AdminUsersChangedSubscription = graphql(`
  subscription AdminUsersChangedSubscription {
    usersChanged {
      userId
    }
  }
`);

/** A burst of sign-ups is read once: only a few admins watch, so there is no crowd to spread. */
const USERS_REFETCH_WITHIN_MS = 300;

const AdminSetUserBlockedMutation = graphql(`
  mutation AdminSetUserBlockedMutation($input: SetUserBlockedInput!) {
    setUserBlocked(input: $input) {
      user {
        ...AdminUserRow_user
      }
    }
  }
`);

const AdminStepDownMutation = graphql(`
  mutation AdminStepDownMutation($input: UserIdInput!) {
    stepDownAdmin(input: $input) {
      user {
        ...AdminUserRow_user
      }
    }
  }
`);

function UserActions({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const [asking, setAsking] = useState(false);
  const actions = useFormAction();
  // What an action changes: the log that records it and the list that shows the person.
  const refetchQueries = [AuditLogQuery, AuditLogActorsQuery, AdminUsersQuery];
  const [setBlocked, blocking] = useMutation(AdminSetUserBlockedMutation, { refetchQueries });
  const [stepDown, steppingDown] = useMutation(AdminStepDownMutation, { refetchQueries });

  const block = (reason: string) =>
    actions.run(async () => {
      await setBlocked({ variables: { input: { userId: user.id, blocked: !user.blocked, reason: reason || null } } });
      setAsking(false);
    }, 'updating user');
  const demote = async () => {
    if (!window.confirm(`Return ${user.name} to an ordinary account? This frees an admin seat.`)) return;
    await actions.run(async () => {
      await stepDown({ variables: { input: { userId: user.id } } });
    }, 'updating user');
  };

  if (isSelf) return <span className="muted">You</span>;
  return (
    <>
      {asking ? (
        <ReasonForm
          label={user.blocked ? `Why unblock ${user.name}? (optional)` : `Why block ${user.name}? (optional)`}
          confirmLabel={user.blocked ? 'Confirm Unblock' : 'Confirm Block'}
          pendingLabel={user.blocked ? 'Unblocking…' : 'Blocking…'}
          tone={user.blocked ? 'primary' : 'danger'}
          pending={blocking.loading}
          onConfirm={(reason) => void block(reason)}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <div className="cell-actions">
          {user.role === 'ADMIN' ? (
            <button type="button" className="button button--secondary button--small" onClick={() => void demote()} disabled={steppingDown.loading} aria-label={`Step down ${user.name}`}>
              {steppingDown.loading ? 'Stepping down…' : 'Step down'}
            </button>
          ) : (
            <button
              type="button"
              className={`button button--small ${user.blocked ? 'button--secondary' : 'button--danger'}`}
              onClick={() => setAsking(true)}
              aria-label={`${user.blocked ? 'Unblock' : 'Block'} ${user.name}`}
            >
              {user.blocked ? 'Unblock' : 'Block'}
            </button>
          )}
        </div>
      )}
      {actions.failure ? <ErrorBanner message={actions.failure.message} onDismiss={actions.reset} /> : null}
    </>
  );
}

/** One person's row: who they are, their standing, their poems and what an admin may do. */
function UserRow({ user: row, selfId }: { user: FragmentType<typeof AdminUserRowFragment>; selfId: string | null }) {
  const user = getFragmentData(AdminUserRowFragment, row);
  return (
    <tr>
      <td data-label="Name">
        <strong>{user.name}</strong>
        {user.publicName !== user.name ? <div className="muted">Public name: {user.publicName}</div> : null}
        <div className="muted break-anywhere">{user.email}</div>
      </td>
      <td data-label="Role">{user.role === 'ADMIN' ? 'Admin' : 'Poet'}</td>
      <td data-label="Status">
        {user.blocked ? (
          <span className="badge badge--rejected">Blocked</span>
        ) : user.emailVerified ? (
          <span className="badge badge--paid">Active</span>
        ) : (
          <span className="badge badge--pending">Unverified</span>
        )}
      </td>
      <td data-label="Poems">
        {user.poemsSubmitted} sent · {user.poemsAccepted} approved
      </td>
      <td data-label="Joined">{formatShortDate(user.createdAt)}</td>
      <td data-label="Actions">
        <UserActions user={user} isSelf={user.id === selfId} />
      </td>
    </tr>
  );
}

function UsersTable({ search }: { search: string }) {
  const viewer = useViewer();
  const selfId = viewer.status === 'signedIn' ? viewer.account.id : null;
  const result = useQuery(AdminUsersQuery, {
    variables: { filter: search ? { search } : null, first: PAGE_SIZE, offset: 0 },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const { refetch, fetchMore } = result;
  const loaded = (result.data ?? result.previousData)?.users.nodes.length ?? 0;
  // Read again as many as are shown, so a sign-up does not fold the pages loaded back into one.
  const refetchSoon = useSpreadRefetch(() => refetch({ first: Math.min(MAX_PAGE, Math.max(PAGE_SIZE, loaded)) }), USERS_REFETCH_WITHIN_MS);
  useSubscription(AdminUsersChangedSubscription, { ignoreResults: true, onData: refetchSoon });
  return (
    <PagedQueryCell
      result={result}
      failure={adminReadFailureText}
      loading={
        <p className="card-meta" role="status">
          Loading people…
        </p>
      }
      nextPage={({ users: { nodes, totalCount } }) => (nodes.length < totalCount ? () => fetchMore({ variables: { offset: nodes.length, first: PAGE_SIZE } }) : null)}
      moreLabel="Load more people"
    >
      {({ users: { nodes, totalCount }, adminSeats }) => (
        <>
          <p className="count-line" role="status">
            {totalCount} {totalCount === 1 ? 'person' : 'people'} · Admin seats used {adminSeats.used}/{adminSeats.max}
          </p>
          {nodes.length === 0 ? (
            <p className="empty-state">{search ? `No one matches “${search}”.` : 'No accounts yet.'}</p>
          ) : (
            <div className="table-wrap table-wrap--stack">
              <table className="admin-table" aria-busy={result.loading}>
                <caption className="visually-hidden">People with accounts</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Role</th>
                    <th scope="col">Status</th>
                    <th scope="col">Poems</th>
                    <th scope="col">Joined</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {nodes.map((user) => (
                    <UserRow key={user.id} user={user} selfId={selfId} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </PagedQueryCell>
  );
}

export default function AdminUsersPage() {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const searchId = useId();
  return (
    <AdminPage title="Users" lead="Find people, block or unblock poets, manage admin seats and read the audit log of everything admins have done.">
      <div className="toolbar" role="search">
        <div className="field">
          <label htmlFor={searchId}>Search people</label>
          <input id={searchId} type="search" value={search} placeholder="Name or email" onChange={(event) => setSearch(event.target.value)} />
        </div>
      </div>
      <UsersTable search={settled} />
      <section className="section" aria-labelledby="audit-log-heading">
        <h2 id="audit-log-heading">Audit log</h2>
        <AuditLog />
      </section>
    </AdminPage>
  );
}
