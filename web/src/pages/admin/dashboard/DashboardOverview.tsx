import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { graphql } from '../../../__generated__';
import { QueryCell } from '../../../components/QueryCell';
import { SkeletonCards } from '../../../components/Skeleton';
import { formatCents, formatShortDate } from '../../../lib/format';
import { poemTitle } from '../../../poems/poemText';
import { useViewer } from '../../../viewer/viewerContext';
import { adminErrorText, adminReadFailureText } from '../../../apollo/errors';
import { SubmissionStatusBadge } from '../../../submissions/SubmissionStatusBadge';
import { useAdminStats } from '../useAdminStats';
import { BarList } from '../BarList';

export const AdminRecentSubmissionsQuery = graphql(`
  query AdminRecentSubmissionsQuery {
    recentSubmissions(first: 5) {
      id
      title
      authorName
      status
      takenDown
      submittedAt
      topicTitle
      submitter {
        id
        name
      }
    }
  }
`);

type Stats = NonNullable<ReturnType<typeof useAdminStats>['stats']>;

function StatCards({ stats }: { stats: Stats }) {
  return (
    <dl className="stat-cards">
      <div className="stat-card">
        <dt>Total users</dt>
        <dd>
          {stats.regularUsers + stats.adminUsers}
          <span className="stat-note">
            {stats.regularUsers} regular · {stats.adminUsers} admin
          </span>
        </dd>
      </div>
      <div className="stat-card">
        <dt>Submissions</dt>
        <dd>{stats.totalSubmissions}</dd>
      </div>
      <div className="stat-card">
        <dt>
          <Link to="/admin/review">Pending review</Link>
        </dt>
        <dd>{stats.pending}</dd>
      </div>
      <div className="stat-card">
        <dt>Total paid out</dt>
        <dd>{formatCents(stats.totalPaidOutCents)}</dd>
      </div>
    </dl>
  );
}

function StatusBars({ stats }: { stats: Stats }) {
  return (
    <BarList
      rows={[
        { key: 'pending', label: 'Pending', count: stats.pending, tone: 'pending' },
        { key: 'approved', label: 'Approved (unpaid)', count: stats.approvedUnpaid, tone: 'approved' },
        { key: 'paid', label: 'Paid', count: stats.paid, tone: 'paid' },
        { key: 'rejected', label: 'Rejected', count: stats.rejected, tone: 'rejected' },
      ]}
    />
  );
}

function RecentSubmissions() {
  const result = useQuery(AdminRecentSubmissionsQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <QueryCell
      result={result}
      failure={adminReadFailureText}
      loading={<p className="card-meta">Loading recent submissions…</p>}
      isEmpty={(data) => data.recentSubmissions.length === 0}
      empty={<p className="empty-state">No submissions yet.</p>}
    >
      {(data) => (
        <div className="table-wrap table-wrap--stack">
          <table className="admin-table">
            <caption className="visually-hidden">The 5 most recent submissions</caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Author</th>
                <th scope="col">Date</th>
                <th scope="col">Topic</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {data.recentSubmissions.map((submission) => (
                <tr key={submission.id}>
                  <td data-label="Title">
                    <Link to={`/admin/review/${submission.id}`} className="break-anywhere">
                      {poemTitle(submission)}
                    </Link>
                  </td>
                  <td data-label="Author">{submission.submitter?.name ?? submission.authorName}</td>
                  <td data-label="Date">
                    <time dateTime={submission.submittedAt}>{formatShortDate(submission.submittedAt)}</time>
                  </td>
                  <td data-label="Topic">{submission.topicTitle}</td>
                  <td data-label="Status">
                    <SubmissionStatusBadge status={submission.status} takenDown={submission.takenDown} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryCell>
  );
}

const SHORTCUTS = [
  { to: '/admin/topics', title: 'Manage Topics', text: 'Add, edit and open topics for submissions.' },
  { to: '/admin/review', title: 'Review Submissions', text: 'Approve or reject the poems waiting for review.' },
  { to: '/admin/payments', title: 'Payments', text: 'Pay out rewards to poets’ bank accounts.' },
  { to: '/admin/users', title: 'Users', text: 'Find people, block accounts and see the admin log.' },
];

/** The Dashboard tab: the figures, where submissions stand, the newest ones and where to go next. */
export function DashboardOverview() {
  const viewer = useViewer();
  const { stats, error, refetch } = useAdminStats();
  const name = viewer.status === 'signedIn' ? viewer.account.name : '';
  return (
    <div className="dashboard-overview">
      <p className="welcome">Welcome back, {name}</p>
      <QueryCell
        result={{ data: stats, error, refetch }}
        failure={(failure) => adminErrorText('fetching stats', failure)}
        loading={<SkeletonCards count={4} label="Loading the figures…" />}
      >
        {(figures) => (
          <>
            <StatCards stats={figures} />
            <div className="dashboard-columns">
              <section className="card" aria-labelledby="status-heading">
                <h2 id="status-heading">Submission status</h2>
                <StatusBars stats={figures} />
              </section>
              <section className="card" aria-labelledby="content-heading">
                <h2 id="content-heading">Content overview</h2>
                <dl className="detail-list">
                  <dt>Topics</dt>
                  <dd>
                    {figures.topics} ({figures.activeTopics} active)
                  </dd>
                  <dt>Beats</dt>
                  <dd>
                    {figures.beats} ({figures.activeBeats} active)
                  </dd>
                </dl>
              </section>
            </div>
          </>
        )}
      </QueryCell>
      <section className="section" aria-labelledby="recent-heading">
        <h2 id="recent-heading">Recent submissions</h2>
        <RecentSubmissions />
      </section>
      <section className="section" aria-labelledby="shortcuts-heading">
        <h2 id="shortcuts-heading">Shortcuts</h2>
        <div className="card-grid shortcut-grid">
          {SHORTCUTS.map((shortcut) => (
            <Link key={shortcut.to} to={shortcut.to} className="card shortcut-card">
              <h3>{shortcut.title}</h3>
              <p>{shortcut.text}</p>
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}
