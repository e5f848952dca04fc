import { formatFileSize } from '../lib/format';

/** The server refuses larger videos; checking first spares a long upload that would fail. */
export const MAX_VIDEO_BYTES = 600 * 1024 * 1024;

/** Why a chosen file cannot be uploaded as a poem, or null when it can. */
export function videoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('video/')) return 'Please select a video file.';
  if (file.size > MAX_VIDEO_BYTES) return `This video is ${formatFileSize(file.size)}. Videos can be at most 600 MB.`;
  return null;
}
