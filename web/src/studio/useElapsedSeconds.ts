import { useEffect, useState } from 'react';

/** Whole seconds since `since` (a performance.now() time), counting while it is set. */
export function useElapsedSeconds(since: number | null): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    setSeconds(0);
    if (since === null) return;
    const timer = setInterval(() => setSeconds(Math.floor((performance.now() - since) / 1000)), 250);
    return () => clearInterval(timer);
  }, [since]);
  return seconds;
}

/** 75 → '01:15'. */
export function formatClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
