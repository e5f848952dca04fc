import { Page } from '../../components/Page';

export default function ResetPasswordPage() {
  return <Page title="Choose a New Password" lead="Set a new password for your Spoken account." />;
}
