import { useEffect, useRef } from 'react';
import type { CameraState } from '../../../studio/useCamera';
import { formatClock, useElapsedSeconds } from '../../../studio/useElapsedSeconds';
import type { StudioPhase } from '../../../studio/useStudio';

function LiveCamera({ stream }: { stream: MediaStream }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return <video ref={video} className="studio-video studio-video--live" autoPlay muted playsInline aria-label="Your camera" />;
}

/** The take to watch. A recorder's WebM names no duration; seeking far ahead makes the browser find it, so the player can seek. */
function TakePreview({ url }: { url: string }) {
  const findDuration = (video: HTMLVideoElement) => {
    if (video.duration !== Infinity) return;
    video.addEventListener('durationchange', () => (video.currentTime = 0), { once: true });
    video.currentTime = Number.MAX_SAFE_INTEGER;
  };
  return <video className="studio-video" src={url} controls playsInline aria-label="Your take" onLoadedMetadata={(event) => findDuration(event.currentTarget)} />;
}

function RecordingIndicator({ startedAt }: { startedAt: number }) {
  const seconds = useElapsedSeconds(startedAt);
  return (
    <div className="studio-recording">
      <span className="studio-recording-dot" aria-hidden="true" />
      <span role="status">Recording</span>
      <span role="timer" aria-label="Recording time">
        {formatClock(seconds)}
      </span>
    </div>
  );
}

interface StudioStageProps {
  camera: CameraState;
  phase: StudioPhase;
  takeUrl: string | null;
}

/** The picture: the live camera with the countdown and the recording timer over it, or the take to watch. */
export function StudioStage({ camera, phase, takeUrl }: StudioStageProps) {
  return (
    <div className="studio-stage">
      {takeUrl ? (
        <TakePreview url={takeUrl} />
      ) : camera.status === 'ready' ? (
        <LiveCamera stream={camera.stream} />
      ) : (
        <p className="studio-placeholder">Waiting for your camera and microphone…</p>
      )}
      {phase.name === 'countdown' ? (
        <p className="studio-countdown" aria-live="assertive">
          {phase.count}
        </p>
      ) : null}
      {phase.name === 'recording' ? <RecordingIndicator startedAt={phase.startedAt} /> : null}
    </div>
  );
}
