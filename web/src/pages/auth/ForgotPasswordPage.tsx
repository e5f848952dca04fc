import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { FormField } from '../../components/form/FormField';
import { FormNotices } from '../../components/form/FormNotices';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useFormAction } from '../../components/form/useFormAction';
import { Page } from '../../components/Page';
import './auth.css';

const ForgotPasswordPageMutation = graphql(`
  mutation ForgotPasswordPageMutation($input: EmailInput!) {
    requestPasswordReset(input: $input) {
      message
    }
  }
`);

const FIELDS = ['email'] as const;

function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [requestPasswordReset] = useMutation(ForgotPasswordPageMutation);
  const form = useFormAction(FIELDS);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(null);
    void form.run(async () => {
      const { data } = await requestPasswordReset({ variables: { input: { email: email.trim() } } });
      if (data) setSent(data.requestPasswordReset.message);
    });
  };

  return (
    <>
      <FormNotices failure={form.bannerFailure} success={sent} />
      <form onSubmit={submit} aria-busy={form.pending} aria-label="Request a password reset link">
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
          error={form.fieldError('email')}
        />
        <SubmitButton pending={form.pending} pendingLabel="Sending...">
          Send Reset Link
        </SubmitButton>
      </form>
    </>
  );
}

export default function ForgotPasswordPage() {
  return (
    <Page
      title="Forgot Your Password?"
      lead="Enter your email address and we'll send you a link to choose a new password."
    >
      <div className="auth-card">
        <ForgotPasswordForm />
        <p className="auth-switch">
          Remembered it? <Link to="/login">Log In</Link>
        </p>
      </div>
    </Page>
  );
}
