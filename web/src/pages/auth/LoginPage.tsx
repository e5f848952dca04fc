import { Page } from '../../components/Page';

export default function LoginPage() {
  return <Page title="Log In" lead="Welcome back. Sign in to vote, record poems and follow your submissions." />;
}
