import { Navigate, useSearchParams } from 'react-router-dom';
import { AdminPage } from '../AdminPage';
import { BeatsPanel } from './BeatsPanel';
import { AdminRecentSubmissionsQuery, DashboardOverview } from './DashboardOverview';
import { PagesPanel } from './PagesPanel';
import { VideoChannelForm } from './VideoChannelForm';
import './dashboard.css';

/** The dashboard's figures, or its Beats or Pages section (`?tab=`), each one of the admin console's sections. */
export default function AdminDashboardPage() {
  const [params] = useSearchParams();
  const tab = params.get('tab');
  // Topics have their own section; an old link to the dashboard's topics tab goes there.
  if (tab === 'topics') return <Navigate to="/admin/topics" replace />;
  return (
    <AdminPage title="Admin Dashboard" queueReaders={[AdminRecentSubmissionsQuery]} lead="Users, submissions, payouts, beats, topics and pages at a glance.">
      {tab === 'beats' ? (
        <BeatsPanel />
      ) : tab === 'pages' ? (
        <div className="pages-tab">
          <VideoChannelForm />
          <PagesPanel />
        </div>
      ) : (
        <DashboardOverview />
      )}
    </AdminPage>
  );
}
