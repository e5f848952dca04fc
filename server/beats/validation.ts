import { UserInputError } from '../errors';

export const BEAT_LIMITS = {
  titleMax: 120,
  artistMax: 120,
  /** Genre, BPM and key: short free text. */
  detailMax: 40,
  fileNameMax: 200,
  fileBytesMax: 20 * 1024 * 1024,
} as const;

export interface BeatDetailsInput {
  title: string;
  artist: string;
  genre?: string | null;
  bpm?: string | null;
  key?: string | null;
}

export interface BeatDetails {
  title: string;
  artist: string;
  genre: string | null;
  bpm: string | null;
  key: string | null;
}

function required(value: string, field: 'title' | 'artist', label: string, max: number): string {
  const text = value.trim();
  if (text === '') throw new UserInputError('Title and artist are required fields', field);
  if (text.length > max) throw new UserInputError(`${label} must be at most ${max} characters.`, field);
  return text;
}

function optional(value: string | null | undefined, field: 'genre' | 'bpm' | 'key', label: string): string | null {
  const text = value?.trim() ?? '';
  if (text.length > BEAT_LIMITS.detailMax) throw new UserInputError(`${label} must be at most ${BEAT_LIMITS.detailMax} characters.`, field);
  return text === '' ? null : text;
}

/** The trimmed text fields of a new beat: title and artist required, genre, BPM and key optional. */
export function validBeatDetails(input: BeatDetailsInput): BeatDetails {
  return {
    title: required(input.title, 'title', 'Title', BEAT_LIMITS.titleMax),
    artist: required(input.artist, 'artist', 'Artist', BEAT_LIMITS.artistMax),
    genre: optional(input.genre, 'genre', 'Genre'),
    bpm: optional(input.bpm, 'bpm', 'BPM'),
    key: optional(input.key, 'key', 'Key'),
  };
}
