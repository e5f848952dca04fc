import type { Page } from 'playwright-core';

export interface ConsoleWatch {
  /** Console errors and uncaught page errors, in order, since the watch began or was last checked. */
  errors: string[];
}

/** Collects the page's console errors and uncaught exceptions from now on. */
export function watchConsole(page: Page): ConsoleWatch {
  const watch: ConsoleWatch = { errors: [] };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    // The server answers an unknown address 404 on purpose (with the app, which shows its not-found
    // page); Chromium logs that status of the page itself as an error.
    if (url === page.url() && message.text().includes('status of 404')) return;
    watch.errors.push(url ? `${message.text()} (${url})` : message.text());
  });
  page.on('pageerror', (error) => watch.errors.push(`uncaught: ${error.message}`));
  return watch;
}

/** Fails listing the errors the watch has collected; each check starts afresh, so one page can be checked screen by screen. */
export function expectNoConsoleErrors(watch: ConsoleWatch, label = 'the page'): void {
  const errors = watch.errors.splice(0);
  if (errors.length > 0) throw new Error(`${label} logged ${errors.length} error(s):\n${errors.map((error) => `  ${error}`).join('\n')}`);
}
