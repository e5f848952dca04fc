import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const CULPRITS_SHOWN = 3;

function viewportWidth(page: Page): number {
  const size = page.viewportSize();
  if (!size) throw new Error('the page has no fixed viewport');
  return size.width;
}

/** Saves the whole page as tests/e2e/screenshots/<name>-<viewport width>.png (the folder is not committed). */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}-${viewportWidth(page)}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Fails when the page is wider than the viewport, naming the elements that stick out on the right. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = viewportWidth(page);
  const { scrollWidth, culprits } = await page.evaluate(
    ({ width: viewport, shown }) => ({
      scrollWidth: document.documentElement.scrollWidth,
      culprits: [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > viewport + 0.5)
        .slice(-shown)
        .map((element) => `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`),
    }),
    { width, shown: CULPRITS_SHOWN },
  );
  if (scrollWidth > width) {
    throw new Error(`${new URL(page.url()).pathname} scrolls sideways at ${width} px (${scrollWidth} px wide); sticking out: ${culprits.join(', ')}`);
  }
}

/** Saves the page at 360 and 1280 px wide, failing first if either width scrolls sideways. */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, name);
  }
}
