import { useEffect, useState } from 'react';
import type { ApiFailure } from '../apollo/errors';
import { formatMegabytes } from '../lib/format';
import { useViewer } from '../viewer/viewerContext';
import { findKeptUpload, forgetKeptUpload, type KeptUpload } from './keptUploads';
import { SendingStatus } from './SendingStatus';
import { SubmittedNotice } from './SubmittedNotice';
import { discardVideoUpload } from './uploadVideo';
import { useSubmitPoem } from './useSubmitPoem';
import './unsentPoem.css';

/**
 * A poem the poet began to send from this browser and the server does not have yet (the tab was
 * closed or reloaded mid-upload): resume it where it stopped, or discard it.
 */
export function UnsentPoemOffer() {
  const viewer = useViewer();
  const poetId = viewer.status === 'signedIn' ? viewer.account.id : null;
  const [kept, setKept] = useState<KeptUpload | null>(null);
  const [outcome, setOutcome] = useState<'sent' | ApiFailure | null>(null);
  const { resume, sending, retryNow } = useSubmitPoem();

  useEffect(() => {
    if (!poetId) return;
    let current = true;
    void findKeptUpload(poetId).then((found) => current && setKept(found));
    return () => {
      current = false;
    };
  }, [poetId]);

  if (outcome === 'sent') return <SubmittedNotice />;
  if (!kept || !poetId) return null;

  const resumeUpload = () => {
    setOutcome(null);
    void resume(kept).then((failure) => setOutcome(failure ?? 'sent'));
  };
  const discard = () => {
    setKept(null);
    // The browser's copy goes first: a reload or a closed tab before it has gone would offer the poem again.
    void forgetKeptUpload(kept).then(() => discardVideoUpload(kept.fingerprint));
  };
  const busy = sending !== null;
  return (
    <section className="notice unsent-poem" aria-label="Unsent poem" aria-busy={busy}>
      <p>
        You have an unsent poem, '{kept.details.title}' ({formatMegabytes(kept.video.size)}).
      </p>
      {outcome ? (
        <p className="field-error" role="alert">
          {outcome.message}
        </p>
      ) : null}
      <SendingStatus sending={sending} onRetryNow={retryNow} />
      {sending?.stage === 'waiting' ? null : (
        <div className="unsent-poem-actions">
          <button type="button" className="button button--primary" onClick={resumeUpload} disabled={busy}>
            {busy ? 'Uploading…' : kept.uploadId ? 'Submit Poem' : 'Resume Upload'}
          </button>
          <button type="button" className="button button--secondary" onClick={discard} disabled={busy}>
            Discard
          </button>
        </div>
      )}
    </section>
  );
}
