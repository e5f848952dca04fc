/*
 * The deletion's own words (what became of the money owed) carried across the full page load that
 * follows a deletion to the page confirming it: the session is gone by then, so the server cannot
 * be asked again.
 */
const KEY = 'spoken.accountDeleted';

export function keepDeletionNote(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage refused (a private window's quota): the confirmation page says it in general terms.
  }
}

export function readDeletionNote(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
