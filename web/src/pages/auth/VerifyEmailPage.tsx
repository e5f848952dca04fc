import { Page } from '../../components/Page';

export default function VerifyEmailPage() {
  return <Page title="Verify Your Email" lead="Confirm your email address to finish setting up your account." />;
}
