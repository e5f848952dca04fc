import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../__generated__';
import { FormField } from '../../components/form/FormField';
import { FormNotices } from '../../components/form/FormNotices';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useFormAction } from '../../components/form/useFormAction';

const DeleteAccountFormMutation = graphql(`
  mutation DeleteAccountFormMutation($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      message
    }
  }
`);

const FIELDS = ['confirmation', 'password'] as const;

const CONFIRM_QUESTION = 'Delete your account? Your name, email and password are erased and this cannot be undone.';

/** Erases the person's account after they type DELETE (and their password, when they have one). */
export function DeleteAccountForm({ hasPassword }: { hasPassword: boolean }) {
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const [deleteAccount] = useMutation(DeleteAccountFormMutation);
  const form = useFormAction(FIELDS);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!window.confirm(CONFIRM_QUESTION)) return;
    void form.run(async () => {
      await deleteAccount({ variables: { input: { confirmation, ...(hasPassword ? { password } : {}) } } });
      // The server ends the session over the socket at once, which would make the signed-in guard send
      // the person to log in mid-navigation; a fresh load of the home page leaves nothing of the account behind.
      window.location.replace('/');
    });
  };

  return (
    <form onSubmit={submit} aria-busy={form.pending} aria-label="Delete account" className="settings-form">
      <FormNotices failure={form.bannerFailure} />
      <FormField
        label="Type DELETE to confirm"
        name="confirmation"
        autoComplete="off"
        required
        value={confirmation}
        onChange={setConfirmation}
        error={form.fieldError('confirmation')}
      />
      {hasPassword ? (
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
      ) : null}
      <SubmitButton pending={form.pending} pendingLabel="Deleting..." tone="danger" disabled={confirmation.trim() !== 'DELETE'}>
        Delete My Account
      </SubmitButton>
    </form>
  );
}
