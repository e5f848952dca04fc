import { Notice } from '../components/form/Notice';
import { Link } from 'react-router-dom';

/** What a poet is told once a take of theirs has become a submission, wherever it was sent from. */
export function SubmittedNotice() {
  return (
    <Notice tone="success">
      <p>✓ Your poem has been submitted!</p>
      <p>
        It is waiting for review: follow it in <Link to="/submissions">My Submissions</Link>.
      </p>
    </Notice>
  );
}
