import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

const QUESTION = 'Leave without submitting? Your take has not been sent and will be lost.';

/**
 * While a take is unsent, leaving the studio (a link, a navigation in code, back and forward, or
 * closing the tab) asks first; choosing another tab of the studio is not leaving it.
 */
export function useUnsentTakeGuard(unsent: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsent && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!unsent) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsent]);
}
