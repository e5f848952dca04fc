import { Page } from '../../components/Page';

export default function AdminDashboardPage() {
  return <Page title="Admin Dashboard" lead="Users, submissions, payouts, beats, topics and pages at a glance." />;
}
