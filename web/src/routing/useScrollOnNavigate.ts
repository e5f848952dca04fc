import { useLayoutEffect, useRef } from 'react';
import { lastNavigationKind, savedScroll } from './history';
import { useLocation } from './router';

/** How long a page coming back may take to grow tall enough for the place it was left at. */
const RESTORE_FOR_MS = 1000;

const PERSON_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls back to `top`; while the page is too short for it (its lists render once their data is
 * read), again each time it grows, until it gets there, the person scrolls, or a second has passed.
 */
function restoreScroll(top: number): void {
  const arrived = () => {
    window.scrollTo(0, top);
    return Math.abs(window.scrollY - top) < 1;
  };
  if (arrived()) return;
  const growing = new ResizeObserver(() => {
    if (arrived()) stop();
  });
  const timer = window.setTimeout(() => stop(), RESTORE_FOR_MS);
  function stop() {
    growing.disconnect();
    window.clearTimeout(timer);
    for (const event of PERSON_SCROLLS) window.removeEventListener(event, stop);
  }
  growing.observe(document.body);
  for (const event of PERSON_SCROLLS) window.addEventListener(event, stop, { passive: true });
}

/** A new page starts at its top (or at the element its address's hash names); back and forward return to where the person was. */
export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const kind = lastNavigationKind();
    if (kind === 'pop') {
      // An entry left before a reload has no saved place: the browser's own restoring stands.
      const saved = savedScroll();
      if (saved !== undefined) restoreScroll(saved);
    } else if (kind === 'push') {
      const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
    }
  }, [pathname, hash]);
}
