import { useCallback, useEffect, useRef } from 'react';

/**
 * A function that reads a list again once, at a random moment within `spreadMs`; calls made
 * before then join that one read. Thousands of open screens told of one change at the same instant
 * then ask the server over a spread of time rather than all at once, and a burst of changes costs
 * each screen a single read.
 */
export function useSpreadRefetch(refetch: () => unknown, spreadMs: number): () => void {
  const latest = useRef(refetch);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void latest.current();
    }, Math.random() * spreadMs);
  }, [spreadMs]);
}
