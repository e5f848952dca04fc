import './styles.css';

/**
 * Starts the app. A page the server rendered is readable as it arrives: its code is fetched once the
 * page and its pictures have loaded and the browser has painted them, so the code neither holds back
 * the first picture on a slow connection nor delays the paint with its own work, and then takes the
 * page over. The app's shell, with nothing to show, starts it at once.
 */
function start(): void {
  fetchPageCode();
  void import('./main');
}

/**
 * The code of the page's routes, which the server listed (`spoken-code`), fetched beside the app's
 * own instead of once that has run and asked for them.
 */
function fetchPageCode(): void {
  const files = JSON.parse(document.getElementById('spoken-code')?.textContent ?? '[]') as string[];
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    document.head.append(link);
  }
}

/** The longest the code waits for a paint the browser does not report (it may time paints and not this one). */
const PAINT_WAIT_LIMIT_MS = 1_000;
const paintIsTimed = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint') === true;
const hasPainted = () => performance.getEntriesByName('first-contentful-paint').length > 0;

/** Runs `then` after the next frame is on screen and the page's first content has been painted. */
function afterPaint(then: () => void, since = performance.now()): void {
  // A hidden tab paints nothing until shown; there is no paint to wait for.
  if (document.visibilityState === 'hidden') {
    then();
    return;
  }
  // A task queued from an animation frame runs once that frame has been drawn.
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (!paintIsTimed || hasPainted() || performance.now() - since > PAINT_WAIT_LIMIT_MS) then();
      else afterPaint(then, since);
    }, 0),
  );
}

if (!document.getElementById('spoken-state')) start();
else if (document.readyState === 'complete') afterPaint(start);
else window.addEventListener('load', () => afterPaint(start), { once: true });
