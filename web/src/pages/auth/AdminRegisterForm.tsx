import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../__generated__';
import { FormField } from '../../components/form/FormField';
import { FormNotices } from '../../components/form/FormNotices';
import { SubmitButton } from '../../components/form/SubmitButton';
import { NewAccountFields } from '../../components/form/NewAccountFields';
import { useFormAction } from '../../components/form/useFormAction';
import { GoogleSignIn } from './GoogleSignIn';
import { useGoogleSignIn } from './useGoogleSignIn';

const AdminRegisterFormMutation = graphql(`
  mutation AdminRegisterFormMutation($input: RegisterAdminInput!) {
    registerAdmin(input: $input) {
      message
    }
  }
`);

const FIELDS = ['name', 'email', 'password', 'passcode'] as const;

const EMPTY = { name: '', email: '', password: '', passcode: '' };

interface AdminRegisterFormProps {
  autoFocus?: boolean;
  /** Called after an admin account is created, so the seat count can be read again. */
  onRegistered: () => void;
}

/** Creates an admin account with the admin passcode, by email and password or with Google. */
export function AdminRegisterForm({ autoFocus = false, onRegistered }: AdminRegisterFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [registered, setRegistered] = useState<string | null>(null);
  const [registerAdmin] = useMutation(AdminRegisterFormMutation);
  const googleSignIn = useGoogleSignIn('ADMIN');
  const form = useFormAction(FIELDS);
  // SPEC.md words a failed registration by password 'Failed to register admin: {message}'; Google's has its own wording.
  const [viaGoogle, setViaGoogle] = useState(false);
  const banner = form.bannerFailure && !viaGoogle ? { ...form.bannerFailure, message: `Failed to register admin: ${form.bannerFailure.message}` } : form.bannerFailure;

  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRegistered(null);
    setViaGoogle(false);
    void form.run(async () => {
      const { data } = await registerAdmin({
        variables: { input: { ...values, name: values.name.trim(), email: values.email.trim() } },
      });
      if (!data) return;
      setRegistered(data.registerAdmin.message);
      setValues(EMPTY);
      onRegistered();
    });
  };

  const signUpWithGoogle = (credential: string) => {
    setRegistered(null);
    setViaGoogle(true);
    void form.run(() => googleSignIn(credential, { passcode: values.passcode }));
  };

  return (
    <>
      <FormNotices failure={banner} success={registered} />
      <form onSubmit={submit} aria-busy={form.pending} aria-label="Register a new admin">
        <NewAccountFields values={values} onChange={set} fieldError={form.fieldError} autoFocus={autoFocus} />
        <FormField
          label="Admin passcode"
          name="passcode"
          type="password"
          autoComplete="off"
          required
          value={values.passcode}
          onChange={set('passcode')}
          hint="Also needed to sign up with Google."
          error={form.fieldError('passcode')}
        />
        <SubmitButton pending={form.pending} pendingLabel="Registering...">
          Register Admin
        </SubmitButton>
      </form>
      <GoogleSignIn text="signup_with" disabled={form.pending} onCredential={signUpWithGoogle} />
    </>
  );
}
