import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { launchBrowser } from './browser';
import { expectNoConsoleErrors, watchConsole } from './consoleErrors';
import { expectNoSidewaysScroll } from './screenshots';

const FINE = '<main><h1>Fine</h1><p>Plain text on white.</p></main>';

describe('The screen checks', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 360, height: 640 } });
  });
  afterEach(async () => {
    await page.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('pass a plain, readable page', async () => {
    const watch = watchConsole(page);
    await page.setContent(`<!doctype html><html lang="en"><head><title>Fine</title></head><body>${FINE}</body></html>`);
    await expectAccessible(page, 'a plain page');
    await expectNoSidewaysScroll(page);
    expectNoConsoleErrors(watch);
  });

  it('name each serious accessibility violation, its help and where it is', async () => {
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>Bad</title></head><body><main><h1>Bad</h1>' +
        '<input id="unlabelled" type="text"><p style="color:#bbb;background:#fff">Faint text</p></main></body></html>',
    );
    const failure = expectAccessible(page, 'a bad page');
    await expect(failure).rejects.toThrow(/a bad page: 2 accessibility violation\(s\)/);
    await expect(failure).rejects.toThrow(/label \(critical\): Form elements must have labels\n\s+at #unlabelled/);
    await expect(failure).rejects.toThrow(/color-contrast \(serious\)/);
  });

  it('name what sticks out of a page that scrolls sideways', async () => {
    await page.setContent(`<!doctype html><html lang="en"><body>${FINE}<div class="too wide" style="width:600px">wide</div></body></html>`);
    await expect(expectNoSidewaysScroll(page)).rejects.toThrow(/scrolls sideways at 360 px \(\d+ px wide\); sticking out: div\.too\.wide/);
  });

  it('report console errors and uncaught exceptions once each', async () => {
    const watch = watchConsole(page);
    await page.setContent(`<!doctype html><html lang="en"><body>${FINE}</body></html>`);
    const thrown = page.waitForEvent('pageerror');
    await page.evaluate(() => {
      console.error('something broke');
      setTimeout(() => {
        throw new Error('nobody caught this');
      });
    });
    expect((await thrown).message).toBe('nobody caught this');
    expect(() => expectNoConsoleErrors(watch, 'home')).toThrow(/home logged 2 error\(s\):\n\s+something broke\n\s+uncaught: nobody caught this/);
    expect(() => expectNoConsoleErrors(watch, 'home')).not.toThrow();
  });
});
