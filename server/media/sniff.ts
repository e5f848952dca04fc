/** How many leading bytes the recognisers need. */
export const SNIFF_BYTES = 64;

export interface MediaType {
  mime: string;
  extension: string;
}

const ascii = (buffer: Buffer, start: number, end: number) => buffer.subarray(start, end).toString('latin1');

function isoBrand(head: Buffer): string | undefined {
  return head.length >= 12 && ascii(head, 4, 8) === 'ftyp' ? ascii(head, 8, 12) : undefined;
}

/**
 * Recognises a video container from its first bytes: the four SPEC.md takes, MP4, MOV, WebM and AVI.
 * Matroska that is not WebM (.mkv) shares WebM's EBML header and is refused by its DocType.
 */
export function sniffVideo(head: Buffer): MediaType | null {
  const brand = isoBrand(head);
  if (brand === 'qt  ') return { mime: 'video/quicktime', extension: 'mov' };
  if (brand && !brand.startsWith('M4A') && !brand.startsWith('M4B')) return { mime: 'video/mp4', extension: 'mp4' };
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3 && ascii(head, 0, SNIFF_BYTES).includes('webm')) {
    return { mime: 'video/webm', extension: 'webm' };
  }
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'AVI ') return { mime: 'video/x-msvideo', extension: 'avi' };
  return null;
}

/** Recognises an audio file from its first bytes: MP3, WAV, Ogg or M4A. */
export function sniffAudio(head: Buffer): MediaType | null {
  if (ascii(head, 0, 3) === 'ID3') return { mime: 'audio/mpeg', extension: 'mp3' };
  if (head.length >= 2 && head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0) return { mime: 'audio/mpeg', extension: 'mp3' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE') return { mime: 'audio/wav', extension: 'wav' };
  if (ascii(head, 0, 4) === 'OggS') return { mime: 'audio/ogg', extension: 'ogg' };
  const brand = isoBrand(head);
  if (brand?.startsWith('M4A') || brand?.startsWith('M4B')) return { mime: 'audio/mp4', extension: 'm4a' };
  return null;
}

const DEMUXERS: Readonly<Record<string, string>> = {
  'video/mp4': 'mov',
  'video/quicktime': 'mov',
  'video/webm': 'matroska',
  // Matroska uploads are refused now; those stored before are still processed and served.
  'video/x-matroska': 'matroska',
  'video/x-msvideo': 'avi',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mov',
};

/**
 * The one ffmpeg demuxer that opens a file of the type the recognisers found (its stored MIME
 * type), so ffmpeg never guesses a format from the content; undefined for a type we do not take.
 */
export function demuxerOf(mime: string): string | undefined {
  return DEMUXERS[mime];
}
