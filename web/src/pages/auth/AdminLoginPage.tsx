import { Page } from '../../components/Page';

export default function AdminLoginPage() {
  return <Page title="Admin Login" lead="Sign in to manage topics, beats, reviews and payouts." />;
}
