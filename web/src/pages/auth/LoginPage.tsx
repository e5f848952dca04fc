import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { apiFailureOf } from '../../apollo/errors';
import { FormField } from '../../components/form/FormField';
import { Notice } from '../../components/form/Notice';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useFormAction } from '../../components/form/useFormAction';
import { Page } from '../../components/Page';
import { withReturnPath } from '../../../../common/returnPath';
import { GoogleSignIn } from './GoogleSignIn';
import { GoogleTermsPrompt } from './GoogleTermsPrompt';
import { ResendVerification } from './ResendVerification';
import { SignedOutOnly } from './SignedOutOnly';
import { useFinishSignIn, useReturnPath } from './signInDestination';
import { useGoogleSignIn } from './useGoogleSignIn';
import './auth.css';

const LoginPageMutation = graphql(`
  mutation LoginPageMutation($input: LoginInput!) {
    login(input: $input) {
      account {
        id
        role
      }
    }
  }
`);

const FIELDS = ['email', 'password', 'acceptTerms'] as const;

function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [termsCredential, setTermsCredential] = useState<string | null>(null);
  const [login] = useMutation(LoginPageMutation);
  const finishSignIn = useFinishSignIn();
  const googleSignIn = useGoogleSignIn('USER');
  const form = useFormAction(FIELDS);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTermsCredential(null);
    void form.run(async () => {
      const { data } = await login({ variables: { input: { email: email.trim(), password } } });
      if (data) await finishSignIn(data.login.account);
    });
  };

  const signInWithGoogle = (credential: string, acceptTerms?: boolean) =>
    void form.run(async () => {
      try {
        await googleSignIn(credential, acceptTerms ? { acceptTerms } : {});
      } catch (error) {
        // A first Google sign-in creates an account, which needs the terms: ask, then retry with this credential.
        setTermsCredential(apiFailureOf(error).field === 'acceptTerms' ? credential : null);
        throw error;
      }
    });

  const cancelTerms = () => {
    setTermsCredential(null);
    form.reset();
  };

  const failure = form.bannerFailure;
  return (
    <>
      {failure ? (
        <Notice tone="error">
          <p>{failure.message}</p>
          {failure.reason === 'EMAIL_NOT_VERIFIED' ? <ResendVerification email={email.trim()} /> : null}
        </Notice>
      ) : null}
      <form onSubmit={submit} aria-busy={form.pending} aria-label="Log in">
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
        <p className="form-aside">
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        <SubmitButton pending={form.pending} pendingLabel="Signing in...">
          Log In
        </SubmitButton>
      </form>
      {termsCredential ? (
        <GoogleTermsPrompt
          pending={form.pending}
          error={form.fieldError('acceptTerms')}
          onAccept={() => signInWithGoogle(termsCredential, true)}
          onCancel={cancelTerms}
        />
      ) : (
        <GoogleSignIn text="signin_with" disabled={form.pending} onCredential={(credential) => signInWithGoogle(credential)} />
      )}
    </>
  );
}

export default function LoginPage() {
  const returnPath = useReturnPath();
  return (
    <SignedOutOnly>
      <Page title="Log In" lead="Welcome back. Sign in to vote, record poems and follow your submissions.">
        <div className="auth-card">
          <LoginForm />
          <p className="auth-switch">
            Don't have an account? <Link to={withReturnPath('/register', returnPath)}>Sign Up</Link>
          </p>
        </div>
      </Page>
    </SignedOutOnly>
  );
}
