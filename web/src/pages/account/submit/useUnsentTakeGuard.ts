import { useEffect } from 'react';
import { askBeforeLeaving } from '../../../routing/history';

const QUESTION = 'Leave without submitting? Your take has not been sent and will be lost.';

/** While a take is unsent, leaving the studio (a link, the back button, closing the tab) asks first. */
export function useUnsentTakeGuard(unsent: boolean): void {
  useEffect(() => {
    if (!unsent) return;
    askBeforeLeaving(QUESTION);
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => {
      askBeforeLeaving(null);
      window.removeEventListener('beforeunload', warn);
    };
  }, [unsent]);
}
