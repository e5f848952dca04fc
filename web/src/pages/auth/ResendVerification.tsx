import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { useFormAction } from '../../components/form/useFormAction';
import { useReturnPath } from './signInDestination';

const ResendVerificationMutation = graphql(`
  mutation ResendVerificationMutation($input: ResendVerificationInput!) {
    resendVerification(input: $input) {
      message
    }
  }
`);

/** Mails a fresh verification link to `email`, which brings its reader back to the page that sent them here. */
export function ResendVerification({ email }: { email: string }) {
  const [resend] = useMutation(ResendVerificationMutation);
  const returnTo = useReturnPath();
  const form = useFormAction();
  const [sent, setSent] = useState<string | null>(null);

  const onClick = () => {
    setSent(null);
    void form.run(async () => {
      const { data } = await resend({ variables: { input: { email, returnTo } } });
      setSent(data?.resendVerification.message ?? null);
    });
  };

  const result = sent ?? form.failure?.message;
  return (
    <>
      <button type="button" className="button button--secondary" onClick={onClick} disabled={form.pending}>
        {form.pending ? 'Sending...' : 'Resend verification email'}
      </button>
      {result ? <p role="status">{result}</p> : null}
    </>
  );
}
