import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../__generated__';
import { FormField } from '../../components/form/FormField';
import { FormNotices } from '../../components/form/FormNotices';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useFormAction } from '../../components/form/useFormAction';
import { GoogleSignIn } from './GoogleSignIn';
import { useFinishSignIn } from './signInDestination';
import { useGoogleSignIn } from './useGoogleSignIn';

const AdminLoginFormMutation = graphql(`
  mutation AdminLoginFormMutation($input: LoginInput!) {
    adminLogin(input: $input) {
      account {
        id
        role
      }
    }
  }
`);

const FIELDS = ['email', 'password'] as const;

/** Email and password or Google, for admins only. */
export function AdminLoginForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [adminLogin] = useMutation(AdminLoginFormMutation);
  const finishSignIn = useFinishSignIn();
  const googleSignIn = useGoogleSignIn('ADMIN');
  const form = useFormAction(FIELDS);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.run(async () => {
      const { data } = await adminLogin({ variables: { input: { email: email.trim(), password } } });
      if (data) await finishSignIn(data.adminLogin.account);
    });
  };

  return (
    <>
      <FormNotices failure={form.bannerFailure} />
      <form onSubmit={submit} aria-busy={form.pending} aria-label="Admin log in">
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          autoFocus={autoFocus}
          required
          value={email}
          onChange={setEmail}
          error={form.fieldError('email')}
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
          error={form.fieldError('password')}
        />
        <SubmitButton pending={form.pending} pendingLabel="Signing in...">
          Log In
        </SubmitButton>
      </form>
      <GoogleSignIn
        text="signin_with"
        disabled={form.pending}
        onCredential={(credential) => void form.run(() => googleSignIn(credential))}
      />
    </>
  );
}
