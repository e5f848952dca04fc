export type CookieConsent = 'pending' | 'accepted' | 'declined';

const STORAGE_KEY = 'spoken.cookieConsent';

/** The choice made on this browser; storage that is blocked or holds junk counts as no choice yet. */
export function readCookieConsent(): CookieConsent {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored === 'accepted' || stored === 'declined' ? stored : 'pending';
  } catch {
    return 'pending';
  }
}

/** Remembers the choice; when storage is blocked it lasts only for this page view. */
export function writeCookieConsent(consent: CookieConsent): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, consent);
  } catch {
    // Nothing to do: the banner's own state still holds the choice.
  }
}
