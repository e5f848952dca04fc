import { SubmittedNotice } from '../../../submissions/SubmittedNotice';

/** In place of the studio once its take is submitted: what happened, and where to go next. */
export function StudioFinished({ onRecordAnother }: { onRecordAnother: () => void }) {
  return (
    <div className="studio-finished">
      <SubmittedNotice />
      <button type="button" className="button button--secondary" onClick={onRecordAnother}>
        Record Another Poem
      </button>
    </div>
  );
}
