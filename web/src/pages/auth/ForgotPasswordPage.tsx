import { Page } from '../../components/Page';

export default function ForgotPasswordPage() {
  return (
    <Page
      title="Forgot Your Password?"
      lead="Enter your email address and we'll send you a link to choose a new password."
    />
  );
}
