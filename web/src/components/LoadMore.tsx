import { useEffect, useRef } from 'react';

interface LoadMoreProps {
  onLoadMore: () => void;
  loading: boolean;
  label: string;
}

/** Loads the next page as the person scrolls near the end; the button does the same by hand or keyboard. */
export function LoadMore({ onLoadMore, loading, label }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) latest.current();
    }, { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loading]);

  return (
    <div ref={sentinel} className="load-more">
      <button type="button" className="button button--secondary" onClick={onLoadMore} disabled={loading}>
        {loading ? 'Loading…' : label}
      </button>
    </div>
  );
}
