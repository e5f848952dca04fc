import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { CheckboxField } from '../../components/form/CheckboxField';
import { FormField } from '../../components/form/FormField';
import { FormNotices } from '../../components/form/FormNotices';
import { SubmitButton } from '../../components/form/SubmitButton';
import { NewAccountFields } from '../../components/form/NewAccountFields';
import { useFormAction } from '../../components/form/useFormAction';
import { Page } from '../../components/Page';
import { withReturnPath } from '../../../../common/returnPath';
import { CheckInbox } from './CheckInbox';
import { GoogleSignIn } from './GoogleSignIn';
import { SignedOutOnly } from './SignedOutOnly';
import { useReturnPath } from './signInDestination';
import { ConsentLinks } from './ConsentLinks';
import { TERMS_LABEL } from './terms';
import { useGoogleSignIn } from './useGoogleSignIn';
import './auth.css';

const RegisterPageMutation = graphql(`
  mutation RegisterPageMutation($input: RegisterInput!) {
    register(input: $input) {
      message
    }
  }
`);

const FIELDS = ['name', 'email', 'password', 'confirmPassword', 'acceptTerms'] as const;

const EMPTY = { name: '', email: '', password: '', confirmPassword: '', acceptTerms: false };

/** Where the verification link went, once it has; the form gives way to the step that says what next. */
interface Registered {
  email: string;
  message: string;
}

function RegisterForm() {
  const [values, setValues] = useState(EMPTY);
  const [registered, setRegistered] = useState<Registered | null>(null);
  const [register] = useMutation(RegisterPageMutation);
  const returnTo = useReturnPath();
  const googleSignIn = useGoogleSignIn('USER');
  const form = useFormAction(FIELDS);

  const set =
    <Key extends keyof typeof EMPTY>(key: Key) =>
    (value: (typeof EMPTY)[Key]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (values.password !== values.confirmPassword) {
      form.fail({ message: 'Passwords do not match', field: 'confirmPassword' });
      return;
    }
    const email = values.email.trim();
    void form.run(async () => {
      const { data } = await register({ variables: { input: { ...values, name: values.name.trim(), email, returnTo } } });
      if (data) setRegistered({ email, message: data.register.message });
    });
  };

  const signUpWithGoogle = (credential: string) =>
    void form.run(() => googleSignIn(credential, { acceptTerms: values.acceptTerms, signUp: true }));

  if (registered) return <CheckInbox {...registered} onUseAnotherAddress={() => setRegistered(null)} />;
  return (
    <>
      <FormNotices failure={form.bannerFailure} />
      <form onSubmit={submit} aria-busy={form.pending} aria-label="Create your account">
        <NewAccountFields values={values} onChange={set} fieldError={form.fieldError} />
        <FormField
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={form.fieldError('confirmPassword')}
        />
        <CheckboxField
          label={TERMS_LABEL}
          name="acceptTerms"
          required
          checked={values.acceptTerms}
          onChange={set('acceptTerms')}
          error={form.fieldError('acceptTerms')}
        />
        <ConsentLinks />
        <SubmitButton pending={form.pending} pendingLabel="Creating account...">
          Create Account
        </SubmitButton>
      </form>
      <GoogleSignIn text="signup_with" disabled={form.pending} onCredential={signUpWithGoogle} />
      <p className="auth-switch">
        Already have an account? <Link to={withReturnPath('/login', returnTo)}>Log In</Link>
      </p>
    </>
  );
}

export default function RegisterPage() {
  return (
    <SignedOutOnly>
      <Page title="Sign Up" lead="Create your account to record poems, vote for your favourites and earn rewards.">
        <div className="auth-card">
          <RegisterForm />
        </div>
      </Page>
    </SignedOutOnly>
  );
}
