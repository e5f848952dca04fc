import { preparePage } from './pages';

/** Where the app is: the parts of the address its screens read. */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  /** In place of the current entry, so the back button skips it. */
  replace?: boolean;
}

/** How the app came to its current location: a link or call (push, replace), or the browser's back and forward (pop). */
export type NavigationKind = 'push' | 'replace' | 'pop';

/**
 * Each entry this app makes carries its place in the tab's history, so that a back or forward the
 * person then takes back can be undone (history.go by the difference) and the page's scroll found again.
 */
interface EntryState {
  position: number;
}

const listeners = new Set<() => void>();
let location: AppLocation | undefined;
let position = 0;
let kind: NavigationKind = 'pop';
let navigating = false;
let latestNavigation = 0;
let leaveQuestion: string | null = null;
let undoingPop = false;
const scrollByPosition = new Map<number, number>();

function readLocation(): AppLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

function entryPosition(): number | undefined {
  const state = window.history.state as Partial<EntryState> | null;
  return typeof state?.position === 'number' ? state.position : undefined;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function arrive(at: number, how: NavigationKind): void {
  position = at;
  kind = how;
  location = readLocation();
  notify();
}

/** Whether going to `next` leaves the screen: another page, or other choices on it. */
function leavesScreen(next: AppLocation): boolean {
  const now = currentLocation();
  return now.pathname !== next.pathname || now.search !== next.search;
}

function onPopState(): void {
  if (undoingPop) {
    undoingPop = false;
    return;
  }
  const to = entryPosition() ?? 0;
  if (leaveQuestion && leavesScreen(readLocation()) && !window.confirm(leaveQuestion)) {
    // The address has already changed: go back to where the person chose to stay.
    undoingPop = true;
    window.history.go(position - to);
    return;
  }
  scrollByPosition.set(position, window.scrollY);
  arrive(to, 'pop');
}

if (typeof window !== 'undefined') {
  const at = entryPosition();
  if (at === undefined) window.history.replaceState({ ...(window.history.state as object | null), position: 0 } satisfies EntryState, '');
  else position = at;
  window.addEventListener('popstate', onPopState);
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The same object until the location changes, as useSyncExternalStore needs. */
export function currentLocation(): AppLocation {
  location ??= readLocation();
  return location;
}

export function lastNavigationKind(): NavigationKind {
  return kind;
}

/** True while a navigation waits for its page's code: the page shown stays until it has it. */
export function isNavigating(): boolean {
  return navigating;
}

/** Where the window was scrolled when the person last left the entry now shown, if they have. */
export function savedScroll(): number | undefined {
  return scrollByPosition.get(position);
}

/**
 * Goes to `to` (a path on this site, or a query or hash on this page) once its page's code is loaded,
 * so the page shown stays until the next can render. Another site's address is loaded whole.
 */
export async function navigate(to: string, { replace = false }: NavigateOptions = {}): Promise<void> {
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return;
  }
  const next = { pathname: url.pathname, search: url.search, hash: url.hash };
  if (leaveQuestion && leavesScreen(next) && !window.confirm(leaveQuestion)) return;
  const navigation = ++latestNavigation;
  navigating = true;
  notify();
  try {
    await preparePage(url.pathname);
  } catch {
    // Most often a newer version was deployed and this one's files are gone: load the page whole.
    window.location.assign(url.href);
    return;
  } finally {
    if (navigation === latestNavigation) navigating = false;
  }
  if (navigation !== latestNavigation) return;
  const address = `${next.pathname}${next.search}${next.hash}`;
  if (replace) {
    window.history.replaceState({ position } satisfies EntryState, '', address);
    arrive(position, 'replace');
    return;
  }
  scrollByPosition.set(position, window.scrollY);
  window.history.pushState({ position: position + 1 } satisfies EntryState, '', address);
  arrive(position + 1, 'push');
}

/**
 * While set, leaving the screen (a link, a navigation in code, back or forward) first asks the
 * person `question`, and stays on it unless they agree; null stops asking.
 */
export function askBeforeLeaving(question: string | null): void {
  leaveQuestion = question;
}
