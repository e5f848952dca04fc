import { Notice } from '../../../components/form/Notice';
import { Link } from '../../../routing/router';

/** In place of the studio once its take is submitted: what happened, and where to go next. */
export function StudioFinished({ onRecordAnother }: { onRecordAnother: () => void }) {
  return (
    <div className="studio-finished">
      <Notice tone="success">
        <p>✓ Your poem has been submitted!</p>
        <p>
          It is waiting for review: follow it in <Link to="/submissions">My Submissions</Link>.
        </p>
      </Notice>
      <button type="button" className="button button--secondary" onClick={onRecordAnother}>
        Record Another Poem
      </button>
    </div>
  );
}
