import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while a server-rendered page is rendered on the server and taken over in the browser,
 * true from then on (and at once on pages the browser renders itself): for what must not start
 * before the page's code can hear it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
