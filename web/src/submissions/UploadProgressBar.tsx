import { useId } from 'react';
import './uploadProgress.css';

/** How much of a poem has been sent, as a labelled bar. */
export function UploadProgressBar({ percent }: { percent: number }) {
  const id = useId();
  return (
    <div className="upload-progress">
      <label htmlFor={id}>Uploading… {percent}%</label>
      <progress id={id} max={100} value={percent} />
    </div>
  );
}
