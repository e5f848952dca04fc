import { useEffect, useRef } from 'react';

/**
 * For a message that answers what the person just did: once it appears, it is scrolled into view
 * (clear of the sticky header: the page's scroll-padding-top) and takes the focus, so that neither a
 * scrolled page nor the content it replaced leaves it unseen, and keyboards and screen readers go on
 * from it. The element needs `tabIndex={-1}`.
 */
export function useBroughtIntoView<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'nearest' });
  }, []);
  return ref;
}
