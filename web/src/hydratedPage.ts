import type { createBrowserRouter } from 'react-router-dom';

/**
 * The page the browser was sent rendered, for as long as the person stays on it. The server keeps a
 * rendered page a while for the next visitors, so live figures may have moved on since it was
 * rendered: the screens that follow them catch up once, from the render's time.
 */
let renderedAt: number | undefined;
const caughtUp = new Set<string>();

/** The page was rendered at `at` (the server's clock) and the app has taken it over: the first navigation leaves it. */
export function enterHydratedPage(at: number, router: ReturnType<typeof createBrowserRouter>): void {
  renderedAt = at;
  const arrivedAt = router.state.location.key;
  const stop = router.subscribe((state) => {
    if (state.location.key === arrivedAt) return;
    renderedAt = undefined;
    stop();
  });
}

/**
 * When the page showing `key`'s figures was rendered, the first time it is asked for `key` on that
 * page; undefined after that, or when the page was not rendered on the server, or has been left.
 */
export function renderTimeToCatchUp(key: string): number | undefined {
  if (renderedAt === undefined || caughtUp.has(key)) return undefined;
  caughtUp.add(key);
  return renderedAt;
}
