import { useState, type FormEvent } from 'react';
import { CheckboxField } from '../../components/form/CheckboxField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { ConsentLinks } from './ConsentLinks';
import { TERMS_LABEL } from './terms';

interface GoogleTermsPromptProps {
  pending: boolean;
  error: string | undefined;
  onAccept: () => void;
  onCancel: () => void;
}

/** Asked when a Google account signs in for the first time: a new account needs the terms agreed. */
export function GoogleTermsPrompt({ pending, error, onAccept, onCancel }: GoogleTermsPromptProps) {
  const [accepted, setAccepted] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAccept();
  };
  return (
    <form className="auth-terms" onSubmit={submit} aria-busy={pending} aria-label="Create your account with Google">
      <p>This Google account has no Spoken account yet. Agree to the terms below to create one.</p>
      <CheckboxField
        label={TERMS_LABEL}
        name="acceptTerms"
        checked={accepted}
        onChange={setAccepted}
        required
        disabled={pending}
        error={error}
      />
      <ConsentLinks />
      <div className="actions">
        <SubmitButton pending={pending} pendingLabel="Signing in...">
          Continue with Google
        </SubmitButton>
        <button type="button" className="button button--secondary button--block" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
