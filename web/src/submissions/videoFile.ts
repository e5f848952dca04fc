import { formatFileSize, formatMegabytes } from '../lib/format';

/** The files a poem may be, as poets are told: `MP4, MOV, WebM or AVI, at most 600 MB`. */
export const videoFileText = (maxBytes: number) => `MP4, MOV, WebM or AVI, at most ${formatMegabytes(maxBytes)}`;

/**
 * Why a chosen file cannot be uploaded as a poem, or null when it can. The server refuses files over
 * `maxBytes` (SiteRules.maxVideoBytes); checking first spares a long upload that would fail.
 */
export function videoFileProblem(file: Pick<File, 'type' | 'size'>, maxBytes: number | undefined): string | null {
  if (!file.type.startsWith('video/')) return 'Please select a video file.';
  if (maxBytes !== undefined && file.size > maxBytes) return `This video is ${formatFileSize(file.size)}. Videos can be at most ${formatMegabytes(maxBytes)}.`;
  return null;
}
