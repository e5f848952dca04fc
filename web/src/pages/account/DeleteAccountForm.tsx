import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../__generated__';
import { FormField } from '../../components/form/FormField';
import { FormNotices } from '../../components/form/FormNotices';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useFormAction } from '../../components/form/useFormAction';
import { formatCents } from '../../lib/format';
import { Link } from 'react-router-dom';
import { keepDeletionNote } from './deletionNote';

const DeleteAccountTermsQuery = graphql(`
  query DeleteAccountTermsQuery {
    accountDeletionTerms {
      unpaidCents
      bankDetailsOnFile
      addressHeldDays
    }
  }
`);

const DeleteAccountFormMutation = graphql(`
  mutation DeleteAccountFormMutation($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      message
    }
  }
`);

const FIELDS = ['confirmation', 'password'] as const;

interface Terms {
  unpaidCents: number;
  bankDetailsOnFile: boolean;
}

const forfeits = (terms: Terms | undefined) => terms !== undefined && terms.unpaidCents > 0 && !terms.bankDetailsOnFile;

function confirmQuestion(terms: Terms | undefined): string {
  const money = forfeits(terms) ? ` You forfeit the unpaid ${formatCents(terms?.unpaidCents ?? 0)}.` : '';
  return `Delete your account? Your name, email and password are erased and this cannot be undone.${money}`;
}

/** What deletion does to the money the person is owed: still paid where it can be, else forfeited. */
function OwedMoney({ terms }: { terms: Terms }) {
  const owed = formatCents(terms.unpaidCents);
  if (terms.unpaidCents === 0) return <li>You are owed no unpaid rewards.</li>;
  if (terms.bankDetailsOnFile) {
    return (
      <li>
        You are owed <strong>{owed}</strong>. It will still be paid into the bank account you saved; your bank details are kept only until then.
      </li>
    );
  }
  return (
    <li className="deletion-forfeit">
      You are owed <strong>{owed}</strong> and have no bank details on file, so deleting your account now <strong>forfeits it</strong>. To be paid,{' '}
      <Link to="/dashboard?tab=payment">save your bank details</Link> first.
    </li>
  );
}

/** Erases the person's account after they type DELETE (and their password, when they have one), having said what becomes of what they are owed. */
export function DeleteAccountForm({ hasPassword }: { hasPassword: boolean }) {
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const termsResult = useQuery(DeleteAccountTermsQuery, { fetchPolicy: 'cache-and-network' });
  const terms = termsResult.data?.accountDeletionTerms;
  const [deleteAccount] = useMutation(DeleteAccountFormMutation);
  const form = useFormAction(FIELDS);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!window.confirm(confirmQuestion(terms))) return;
    void form.run(async () => {
      const { data } = await deleteAccount({ variables: { input: { confirmation, ...(hasPassword ? { password } : {}) } } });
      if (data) keepDeletionNote(data.deleteAccount.message);
      // The server ends the session over the socket at once, which would make the signed-in guard send
      // the person to log in mid-navigation; a fresh load leaves nothing of the account behind.
      window.location.replace('/account-deleted');
    });
  };

  return (
    <form onSubmit={submit} aria-busy={form.pending} aria-label="Delete account" className="settings-form">
      <FormNotices failure={form.bannerFailure} />
      {terms ? (
        <ul className="deletion-terms">
          <OwedMoney terms={terms} />
          <li>Your email address cannot be used to sign up again for {terms.addressHeldDays} days.</li>
          <li>We email you a confirmation once it is done.</li>
        </ul>
      ) : (
        <p className="field-hint" role={termsResult.error ? 'alert' : undefined}>
          {termsResult.error ? 'What you are owed could not be loaded, so the account cannot be deleted yet. Please reload the page.' : 'Loading what you are owed…'}
        </p>
      )}
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
      <SubmitButton pending={form.pending} pendingLabel="Deleting..." tone="danger" disabled={confirmation.trim() !== 'DELETE' || terms === undefined}>
        Delete My Account
      </SubmitButton>
    </form>
  );
}
