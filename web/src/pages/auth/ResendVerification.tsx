import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { apiFailureOf } from '../../apollo/errors';

const ResendVerificationMutation = graphql(`
  mutation ResendVerificationMutation($input: EmailInput!) {
    resendVerification(input: $input) {
      message
    }
  }
`);

/** Offered when a login fails for an unverified email: mails a fresh verification link. */
export function ResendVerification({ email }: { email: string }) {
  const [resend, { loading }] = useMutation(ResendVerificationMutation);
  const [result, setResult] = useState<string | null>(null);

  const onClick = async () => {
    setResult(null);
    try {
      const { data } = await resend({ variables: { input: { email } } });
      setResult(data?.resendVerification.message ?? null);
    } catch (error) {
      setResult(apiFailureOf(error).message);
    }
  };

  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => void onClick()} disabled={loading}>
        {loading ? 'Sending...' : 'Resend verification email'}
      </button>
      {result ? <p role="status">{result}</p> : null}
    </>
  );
}
