import { Page } from '../../../components/Page';
import { useHydrated } from '../../../lib/useHydrated';
import { Link } from 'react-router-dom';
import { readDeletionNote } from '../deletionNote';

/** Where a deletion ends: what was done, in the server's words when this browser made it. */
export default function AccountDeletedPage() {
  const hydrated = useHydrated();
  const note = hydrated ? readDeletionNote() : null;
  return (
    <Page title="Account deleted" lead={note ?? 'Your account has been deleted.'}>
      <div className="card account-deleted">
        <p>
          Your name, email address, password and the poems that never went public are erased, and you are signed out everywhere. Approved poems stay up,
          credited to &lsquo;Anonymous Poet&rsquo;.
        </p>
        <p>
          <Link to="/">Back to Spoken</Link> · <Link to="/privacy-policy">Privacy Policy</Link>
        </p>
      </div>
    </Page>
  );
}
