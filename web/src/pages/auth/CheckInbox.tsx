import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { withReturnPath } from '../../../../common/returnPath';
import { ResendVerification } from './ResendVerification';
import { useReturnPath } from './signInDestination';

interface CheckInboxProps {
  /** The address the verification link went to. */
  email: string;
  /** The API's word that the link is on its way. */
  message: string;
  /** Back to the form, as it was filled in, to sign up with another address. */
  onUseAnotherAddress: () => void;
}

/** Sign-up's next step: where the link went, what to do with it, and what to do when it does not come. */
export function CheckInbox({ email, message, onUseAnotherAddress }: CheckInboxProps) {
  const returnPath = useReturnPath();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form this replaces had the focus: the step takes it, so it is read out and in view.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="check-inbox" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        Check your inbox
      </h2>
      <p role="status">{message}</p>
      <p>
        We sent it to <strong className="check-inbox-address">{email}</strong>. Open the link in it, then log in
        {returnPath ? ' and you come straight back to the page you were on.' : '.'}
      </p>
      <h3>Nothing arrived?</h3>
      <ul>
        <li>Give it a few minutes, and look in Spam and in Gmail's Promotions and Updates tabs.</li>
        <li>Ask for a new link below. Each link works once, for 48 hours.</li>
        <li>A typo in the address? Sign up again with the right one.</li>
      </ul>
      <div className="check-inbox-resend">
        <ResendVerification email={email} />
      </div>
      <button type="button" className="button button--ghost" onClick={onUseAnotherAddress}>
        Use another email
      </button>
      <p className="auth-switch">
        Verified already? <Link to={withReturnPath('/login', returnPath)}>Log In</Link>
      </p>
    </section>
  );
}
