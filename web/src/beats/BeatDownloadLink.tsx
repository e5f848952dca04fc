import './beats.css';
import { useState, type MouseEvent } from 'react';

export const BEAT_NOT_AVAILABLE = 'Beat file not available for download.';

interface BeatDownloadLinkProps {
  beat: { title: string; fileUrl: string; downloadName: string };
}

/**
 * Downloads a beat, first asking the server whether its file is there: a beat whose file has gone
 * says so (SPEC.md's message) instead of saving an error page as the beat.
 */
export function BeatDownloadLink({ beat }: BeatDownloadLinkProps) {
  const [missing, setMissing] = useState(false);
  const [checking, setChecking] = useState(false);

  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    const link = event.currentTarget;
    if (link.dataset.checked === 'yes') {
      delete link.dataset.checked;
      return;
    }
    event.preventDefault();
    setChecking(true);
    const available = await fetch(beat.fileUrl, { method: 'HEAD' }).then(
      (response) => response.ok,
      () => false,
    );
    setChecking(false);
    setMissing(!available);
    if (!available) return;
    link.dataset.checked = 'yes';
    link.click();
  };

  return (
    <>
      <a
        className="button button--secondary"
        href={beat.fileUrl}
        download={beat.downloadName}
        aria-label={`Download ${beat.title}`}
        aria-busy={checking}
        onClick={(event) => void download(event)}
      >
        Download
      </a>
      {missing ? (
        <p className="beat-download-error" role="alert">
          {BEAT_NOT_AVAILABLE}
        </p>
      ) : null}
    </>
  );
}
