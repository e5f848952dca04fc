/** Capture settings of SPEC.md section 9: full HD at 30 fps, the voice untouched by the browser's call processing. */
export const CAPTURE_CONSTRAINTS: MediaStreamConstraints = {
  video: { width: { ideal: 1920 }, height: { ideal: 1080 }, frameRate: { ideal: 30 }, facingMode: 'user' },
  audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false, sampleRate: 48_000, channelCount: 1 },
};

export const SAMPLE_RATE = 48_000;

export const BITRATES = { videoBitsPerSecond: 8_000_000, audioBitsPerSecond: 128_000 } as const;

export interface RecordingFormat {
  mimeType: string;
  extension: 'webm' | 'mp4';
}

// VP9 WebM first, as the spec asks; MP4 for Safari, which records no WebM.
const CANDIDATES: readonly RecordingFormat[] = [
  { mimeType: 'video/webm;codecs=vp9,opus', extension: 'webm' },
  { mimeType: 'video/webm;codecs=vp8,opus', extension: 'webm' },
  { mimeType: 'video/webm', extension: 'webm' },
  { mimeType: 'video/mp4;codecs=avc1,mp4a.40.2', extension: 'mp4' },
  { mimeType: 'video/mp4', extension: 'mp4' },
];

/** The first container this browser records, or null when it records none of them. */
export function chooseRecordingFormat(): RecordingFormat | null {
  if (typeof MediaRecorder === 'undefined') return null;
  return CANDIDATES.find((format) => MediaRecorder.isTypeSupported(format.mimeType)) ?? null;
}

/** The recorder every take and re-render uses: one format, the spec's bitrates. */
export function newRecorder(stream: MediaStream, format: RecordingFormat): MediaRecorder {
  return new MediaRecorder(stream, { mimeType: format.mimeType, ...BITRATES });
}
