import type { FileUpload } from 'graphql-upload-minimal';

/** The value of an `Upload` argument: the file is still arriving while the resolver runs. */
export type PendingUpload = Promise<FileUpload>;

/** The uploaded file, or null when the request named a file but sent none. */
export async function receivedFile(upload: PendingUpload): Promise<FileUpload | null> {
  try {
    return await upload;
  } catch {
    return null;
  }
}

/**
 * The base name of an uploaded file without control characters, at most `maxLength` characters,
 * keeping its extension. The name is undefined, whatever its type says, when a form sends no file.
 */
export function safeFileName(name: string | undefined, maxLength: number): string {
  const base = ((name ?? '').split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').trim();
  // Counted in code points, so a cut never splits an emoji or other astral character.
  const characters = [...base];
  if (characters.length <= maxLength) return base;
  const dot = characters.lastIndexOf('.');
  const extension = dot > 0 && characters.length - dot <= 10 ? characters.slice(dot) : [];
  return [...characters.slice(0, maxLength - extension.length), ...extension].join('');
}
