import { readFileSync } from 'node:fs';
import { TRUSTED_DOCUMENT_FILES } from '../../server/graphql/trustedDocuments';

const listed: [string, string][] = TRUSTED_DOCUMENT_FILES.flatMap((file) => Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));

/** The hash and text of the listed document (web app or phone page) that defines operation `name`. */
export function listedDocument(name: string): { hash: string; text: string } {
  const found = listed.find(([, text]) => new RegExp(`(query|mutation|subscription) ${name}\\b`).test(text));
  if (!found) throw new Error(`${name} is not a listed document`);
  return { hash: found[0], text: found[1] };
}
