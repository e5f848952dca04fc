import type { ReactNode } from 'react';
import { BeatPreviewButton } from './BeatPreviewButton';
import type { BeatPreview } from './useBeatPreview';
import { beatDetails, type PoetBeat } from './useBeats';

interface BeatCardProps {
  beat: PoetBeat;
  preview: BeatPreview;
  /** Buttons or links beside the preview, such as 'Use This Beat'. */
  children?: ReactNode;
}

/** A beat as a card: title, artist, genre and BPM, its preview and what can be done with it. */
export function BeatCard({ beat, preview, children }: BeatCardProps) {
  return (
    <article className="card beat-card">
      <h3>{beat.title}</h3>
      <p className="card-meta">{beatDetails(beat)}</p>
      <div className="card-actions">
        <BeatPreviewButton beat={beat} preview={preview} />
        {children}
      </div>
    </article>
  );
}
