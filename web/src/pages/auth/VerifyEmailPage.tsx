import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { Notice } from '../../components/form/Notice';
import { useFormAction } from '../../components/form/useFormAction';
import { Page } from '../../components/Page';
import { PageLoading } from '../../components/PageLoading';
import { withReturnPath } from '../../../../common/returnPath';
import { useReturnPath } from './signInDestination';
import './auth.css';

const VerifyEmailPageMutation = graphql(`
  mutation VerifyEmailPageMutation($input: TokenInput!) {
    verifyEmail(input: $input) {
      message
      email
    }
  }
`);

/** Uses the link's token once, as soon as the page opens: a link works only once. */
function useVerification(token: string) {
  const [verifyEmail] = useMutation(VerifyEmailPageMutation);
  const { run, failure } = useFormAction();
  const [verified, setVerified] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run(async () => {
      const { data } = await verifyEmail({ variables: { input: { token } } });
      setVerified(data?.verifyEmail.message ?? '');
    });
  }, [run, verifyEmail, token]);

  return { verified, failure };
}

function Verification({ token }: { token: string }) {
  const { verified, failure } = useVerification(token);
  const returnPath = useReturnPath();
  if (verified === null && !failure) return <PageLoading label="Verifying your email..." />;
  return (
    <div className="auth-card">
      <Notice tone={failure ? 'error' : 'success'}>
        <p>{failure ? failure.message : verified}</p>
      </Notice>
      <Link to={withReturnPath('/login', returnPath)} className="button button--primary button--block">
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
