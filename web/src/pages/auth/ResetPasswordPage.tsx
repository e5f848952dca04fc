import { useMutation } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { FormField } from '../../components/form/FormField';
import { Notice } from '../../components/form/Notice';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useFormAction } from '../../components/form/useFormAction';
import { Page } from '../../components/Page';
import './auth.css';

const ResetPasswordPageMutation = graphql(`
  mutation ResetPasswordPageMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }
`);

const FIELDS = ['password', 'confirmPassword'] as const;

function PasswordReset({ message }: { message: string }) {
  return (
    <>
      <Notice tone="success">
        <p>{message}</p>
      </Notice>
      <Link to="/login" className="button button--primary button--block">
        Log In
      </Link>
    </>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [resetPassword] = useMutation(ResetPasswordPageMutation);
  const form = useFormAction(FIELDS);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== confirmPassword) {
      form.fail({ message: 'Passwords do not match', field: 'confirmPassword' });
      return;
    }
    void form.run(async () => {
      const { data } = await resetPassword({ variables: { input: { token, password, confirmPassword } } });
      if (data) setDone(data.resetPassword.message);
    });
  };

  if (done) return <PasswordReset message={done} />;
  return (
    <>
      {form.bannerFailure ? (
        <Notice tone="error">
          <p>{form.bannerFailure.message}</p>
          {form.bannerFailure.field === 'token' ? (
            <p>
              <Link to="/forgot-password">Ask for a new link</Link>
            </p>
          ) : null}
        </Notice>
      ) : null}
      <form onSubmit={submit} aria-busy={form.pending} aria-label="Choose a new password">
        <FormField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          value={password}
          onChange={setPassword}
          hint="At least 8 characters."
          error={form.fieldError('password')}
        />
        <FormField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={setConfirmPassword}
          error={form.fieldError('confirmPassword')}
        />
        <SubmitButton pending={form.pending} pendingLabel="Resetting...">
          Reset Password
        </SubmitButton>
      </form>
    </>
  );
}

/**
 * The reset link's token, read once; then the address bar drops it, so it is not left in the
 * browser's history or on a screen someone else can see.
 */
function useLinkToken(): string {
  const [searchParams] = useSearchParams();
  const [token] = useState(() => searchParams.get('token') ?? '');
  useEffect(() => {
    if (window.location.search) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  return token;
}

export default function ResetPasswordPage() {
  const token = useLinkToken();
  return (
    <Page title="Choose a New Password" lead="Set a new password for your Spoken account.">
      <div className="auth-card">
        <ResetPasswordForm token={token} />
      </div>
    </Page>
  );
}
