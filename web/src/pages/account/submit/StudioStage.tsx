import { useEffect, useRef } from 'react';
import { MAX_VIDEO_SECONDS } from '../../../../../common/videoLimits';
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

/** From this many seconds left the time left stands out. */
const LAST_MINUTE = 60;

/** The time recorded, and the time left before the take reaches its longest and stops by itself. */
function RecordingIndicator({ startedAt }: { startedAt: number }) {
  const seconds = Math.min(useElapsedSeconds(startedAt), MAX_VIDEO_SECONDS);
  const left = MAX_VIDEO_SECONDS - seconds;
  return (
    <div className="studio-recording">
      <span className="studio-recording-dot" aria-hidden="true" />
      <span role="status">Recording</span>
      <span role="timer" aria-label="Recording time">
        {formatClock(seconds)}
      </span>
      <span role="timer" aria-label="Time left" className={left <= LAST_MINUTE ? 'studio-time-left studio-time-left--ending' : 'studio-time-left'}>
        {formatClock(left)} left
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
