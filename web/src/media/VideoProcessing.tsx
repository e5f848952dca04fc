import type { ProcessingState } from '../__generated__/graphql';
import { formatDuration } from '../lib/format';

export interface VideoProcessingFacts {
  processingState: ProcessingState;
  processingError?: string | null;
  durationSeconds?: number | null;
}

const STATE_TEXT: Readonly<Record<ProcessingState, string>> = {
  QUEUED: 'Waiting to be processed',
  PROCESSING: 'Processing',
  READY: 'Ready',
  FAILED: 'Could not be processed',
};

/** Where a submission's video is in its processing, with its length once known: `Ready · 2:05`. */
export function videoProcessingText({ processingState, durationSeconds }: VideoProcessingFacts): string {
  const length = durationSeconds != null ? ` · ${formatDuration(durationSeconds)}` : '';
  return `${STATE_TEXT[processingState]}${length}`;
}

/** Why a video could not be processed, when it could not; nothing otherwise. */
export function VideoProcessingError({ facts, className = 'notice notice--error' }: { facts: VideoProcessingFacts; className?: string }) {
  if (facts.processingState !== 'FAILED') return null;
  return (
    <div className={className} role="status">
      <p>
        <strong>The video could not be processed.</strong> {facts.processingError}
      </p>
    </div>
  );
}
