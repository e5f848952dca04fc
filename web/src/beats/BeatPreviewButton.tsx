import type { BeatPreview } from './useBeatPreview';

interface BeatPreviewButtonProps {
  beat: { id: string; title: string; fileUrl: string };
  preview: BeatPreview;
}

/** Plays or stops a beat's preview; it names the beat for screen readers. */
export function BeatPreviewButton({ beat, preview }: BeatPreviewButtonProps) {
  const playing = preview.playingId === beat.id;
  return (
    <button
      type="button"
      className="button button--secondary beat-preview"
      aria-pressed={playing}
      aria-label={`${playing ? 'Stop' : 'Play'} preview of ${beat.title}`}
      onClick={() => preview.toggle(beat)}
    >
      <span aria-hidden="true">{playing ? '■' : '▶'}</span>
      {playing ? 'Stop' : 'Play'}
    </button>
  );
}
