import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { useFormAction } from '../../components/form/useFormAction';

const ResendVerificationMutation = graphql(`
  mutation ResendVerificationMutation($input: EmailInput!) {
    resendVerification(input: $input) {
      message
    }
  }
`);

/** Offered when a login fails for an unverified email: mails a fresh verification link. */
export function ResendVerification({ email }: { email: string }) {
  const [resend] = useMutation(ResendVerificationMutation);
  const form = useFormAction();
  const [sent, setSent] = useState<string | null>(null);

  const onClick = () => {
    setSent(null);
    void form.run(async () => {
      const { data } = await resend({ variables: { input: { email } } });
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
