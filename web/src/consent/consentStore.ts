import { useSyncExternalStore } from 'react';
import { readCookieConsent, writeCookieConsent, type CookieConsent } from './cookieConsent';

export interface ConsentState {
  consent: CookieConsent;
  /** The visitor asked to see the choice again (the footer's 'Cookie Settings'). */
  reopened: boolean;
}

let state: ConsentState | undefined;
const listeners = new Set<() => void>();

function current(): ConsentState {
  state ??= { consent: readCookieConsent(), reopened: false };
  return state;
}

function update(next: ConsentState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records the visitor's answer, here and in the browser, and closes the banner. */
export function chooseCookieConsent(choice: Exclude<CookieConsent, 'pending'>): void {
  writeCookieConsent(choice);
  update({ consent: choice, reopened: false });
}

/** Brings the banner back so the visitor can change their answer. */
export function reopenCookieBanner(): void {
  update({ ...current(), reopened: true });
}

// Only the browser knows the visitor's answer: a page rendered on the server has no banner, which the
// browser adds when it takes the page over if the visitor has not answered yet.
const SERVER_STATE: ConsentState = { consent: 'declined', reopened: false };

/** The visitor's cookie choice, shared by the banner and the footer. */
export function useCookieConsent(): ConsentState {
  return useSyncExternalStore(subscribe, current, () => SERVER_STATE);
}
