import { useId } from 'react';
import { formatMegabytes } from '../lib/format';
import { formatTimeLeft } from './uploadRate';
import './uploadProgress.css';

/** Where an upload is: bytes sent of the whole, the time left at the recent speed, and whether it waits for the connection. */
export interface UploadProgress {
  sent: number;
  total: number;
  secondsLeft: number | null;
  retrying: boolean;
}

/** How much of a poem has been sent, as a labelled bar, or that it waits to retry. */
export function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  const id = useId();
  const { sent, total, secondsLeft, retrying } = progress;
  return (
    <div className="upload-progress">
      <label htmlFor={id}>
        Uploading… {formatMegabytes(sent)} of {formatMegabytes(total)}
        {secondsLeft !== null && !retrying ? ` · ${formatTimeLeft(secondsLeft)}` : ''}
      </label>
      <progress id={id} max={Math.max(total, 1)} value={sent} />
      {retrying ? (
        <p className="upload-progress-retrying" role="status">
          Connection lost. Retrying…
        </p>
      ) : null}
    </div>
  );
}
