import type { Page } from 'playwright-core';

/**
 * Reads the development outbox in the browser and returns the path and query of the newest link
 * to `path` mailed to `to`. Only the path is kept: the test server picks its port after the public
 * address in mail is fixed, so the link's host is not this server's.
 */
export async function mailedLink(page: Page, to: string, path: string): Promise<string> {
  await page.goto('/dev/outbox');
  const mail = page.locator('article.mail').filter({ has: page.locator('.to', { hasText: to }) }).first();
  const href = await mail.locator(`pre a[href*="${path}"]`).first().getAttribute('href');
  if (!href) throw new Error(`No ${path} link mailed to ${to}`);
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}
