import type { BeatSound } from '../../../studio/useBeatSound';
import type { StudioPhase } from '../../../studio/useStudio';

interface StudioControlsProps {
  phase: StudioPhase;
  cameraReady: boolean;
  beat: BeatSound & { retry: () => void };
  takeUrl: string | null;
  downloadName: string;
  onStart: () => void;
  onStop: () => void;
  onRecordAgain: () => void;
  onApplyEffects: () => void;
}

/** The buttons for what can be done now: start, stop, or, with a take, record again, apply effects and download. */
export function StudioControls({ phase, cameraReady, beat, takeUrl, downloadName, onStart, onStop, onRecordAgain, onApplyEffects }: StudioControlsProps) {
  if (phase.name === 'review' || phase.name === 'applying') {
    const applying = phase.name === 'applying';
    return (
      <div className="studio-controls">
        <button type="button" className="button button--secondary" onClick={onRecordAgain} disabled={applying}>
          Record Again
        </button>
        <button type="button" className="button button--secondary" onClick={onApplyEffects} disabled={applying}>
          {applying ? 'Applying Effects…' : 'Apply Effects'}
        </button>
        {/* There from the first render, without its address for a moment: the layout does not shift under the form brought into view. */}
        <a className="button button--secondary" href={takeUrl ?? undefined} download={downloadName} aria-disabled={applying || undefined}>
          Download Video
        </a>
        {applying ? (
          <div className="studio-applying">
            <label htmlFor="studio-applying-progress">Applying effects… {phase.percent}%</label>
            <progress id="studio-applying-progress" max={100} value={phase.percent} />
            <p className="field-hint">The take plays through once to take its new sound: keep this tab open.</p>
          </div>
        ) : null}
      </div>
    );
  }
  if (phase.name === 'recording') {
    return (
      <div className="studio-controls">
        <button type="button" className="button button--danger button--large" onClick={onStop}>
          <span className="studio-stop-icon" aria-hidden="true" /> Stop Recording
        </button>
      </div>
    );
  }
  const busy = phase.name === 'countdown' || phase.name === 'finishing';
  return (
    <div className="studio-controls">
      <button type="button" className="button button--primary button--large" onClick={onStart} disabled={busy || !cameraReady || beat.status !== 'ready'}>
        {phase.name === 'countdown' ? 'Get Ready…' : phase.name === 'finishing' ? 'Saving Your Take…' : 'Start Recording'}
      </button>
      {beat.status === 'loading' ? <p className="field-hint">Loading the beat…</p> : null}
      {beat.status === 'failed' ? (
        <p className="field-error" role="alert">
          The beat could not be loaded: {beat.detail}{' '}
          <button type="button" className="button button--ghost button--small" onClick={beat.retry}>
            Try Again
          </button>
        </p>
      ) : null}
    </div>
  );
}
