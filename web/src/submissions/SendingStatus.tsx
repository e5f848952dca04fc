import type { Sending } from './useSubmitPoem';
import { UploadProgressBar } from './UploadProgressBar';
import './uploadProgress.css';

interface SendingStatusProps {
  sending: Sending | null;
  onRetryNow: () => void;
}

/** How far a poem on its way has got: its upload's progress, or, uploaded, that it waits for the connection to be submitted. */
export function SendingStatus({ sending, onRetryNow }: SendingStatusProps) {
  if (sending?.stage === 'uploading') return <UploadProgressBar progress={sending.progress} />;
  if (sending?.stage !== 'waiting') return null;
  return (
    <div className="upload-waiting" role="status">
      <p>
        <strong>Your video is uploaded and saved.</strong> Waiting for a connection to submit your poem…
      </p>
      <p>It is submitted by itself as soon as you are back online.</p>
      <button type="button" className="button button--secondary" onClick={onRetryNow}>
        Try Again Now
      </button>
    </div>
  );
}
