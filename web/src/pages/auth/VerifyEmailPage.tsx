import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { apiFailureOf } from '../../apollo/errors';
import { Notice } from '../../components/form/Notice';
import { Page } from '../../components/Page';
import { PageLoading } from '../../components/PageLoading';
import './auth.css';

const VerifyEmailPageMutation = graphql(`
  mutation VerifyEmailPageMutation($input: TokenInput!) {
    verifyEmail(input: $input) {
      message
      email
    }
  }
`);

type Outcome = { verified: boolean; message: string };

/** Uses the link's token once, as soon as the page opens: a link works only once. */
function useVerification(token: string): Outcome | null {
  const [verifyEmail] = useMutation(VerifyEmailPageMutation);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verifyEmail({ variables: { input: { token } } }).then(
      ({ data }) => setOutcome({ verified: true, message: data?.verifyEmail.message ?? '' }),
      (error: unknown) => setOutcome({ verified: false, message: apiFailureOf(error).message }),
    );
  }, [verifyEmail, token]);

  return outcome;
}

function Verification({ token }: { token: string }) {
  const outcome = useVerification(token);
  if (!outcome) return <PageLoading label="Verifying your email..." />;
  return (
    <div className="auth-card">
      <Notice tone={outcome.verified ? 'success' : 'error'}>
        <p>{outcome.message}</p>
      </Notice>
      <Link to="/login" className="button button--primary button--block">
        Log In
      </Link>
    </div>
  );
}

export default function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  return (
    <Page title="Verify Your Email" lead="Confirm your email address to finish setting up your account.">
      <Verification token={searchParams.get('token') ?? ''} />
    </Page>
  );
}
