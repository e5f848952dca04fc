/** Capture settings of SPEC.md section 9: full HD at 30 fps, the voice untouched by the browser's call processing. */
export const CAPTURE_CONSTRAINTS: MediaStreamConstraints = {
  video: { width: { ideal: 1920 }, height: { ideal: 1080 }, frameRate: { ideal: 30 }, facingMode: 'user' },
  audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false, sampleRate: 48_000, channelCount: 1 },
};

export const SAMPLE_RATE = 48_000;

/**
 * 3 Mbps video, measured by bench/bitrate (npm run bench:bitrate): a 1080p30 scene with fine detail,
 * motion and camera noise, recorded as VP9 at 2 to 8 Mbps and put through the transcode, gave the
 * 1080p rendition an SSIM of 0.8548, 0.8619, 0.8639, 0.8649, 0.8652 and 0.8658 against the source:
 * above 3 Mbps viewers gain less than 0.005, as the rendition's own encoding sets the quality. Ten
 * minutes come to about 276 MB (8 Mbps: 648 MB, over the 600 MB upload limit).
 */
export const BITRATES = { videoBitsPerSecond: 3_000_000, audioBitsPerSecond: 128_000 } as const;

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
