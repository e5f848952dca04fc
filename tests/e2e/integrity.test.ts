import type { Page } from 'playwright-core';
import type { UserRow } from '../../server/db/schema';
import { refreshIntegrityScores } from '../../server/integrity/refresh';
import { seedIntegrityScenario, type IntegrityScenario } from '../utils/integrityScenario';
import { newVisitor } from './browser';
import { seedPerson, signInAs } from './people';
import { expectNoSidewaysScroll, saveScreenshot } from './screenshots';
import { withBrowserAndServer } from './withBrowserAndServer';

describe('integrity signals in the admin console', () => {
  const given = withBrowserAndServer();
  let admin: UserRow;
  let scenario: IntegrityScenario;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    admin = await seedPerson(given.server, { role: 'admin', name: 'Ada Admin' });
    scenario = await seedIntegrityScenario(given.server);
    // As the periodic rescoring would, so the queue can sort by score.
    await refreshIntegrityScores(given.server.db);
  });
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  async function adminAt(width: number): Promise<Page> {
    const page = await newVisitor(given.browser, given.server.url);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, given.server, admin);
    return page;
  }

  it.each([360, 1280])('shows a ring poem’s score, reasons, address groups and bursts, and sorts the queue by score, at %i px', async (width) => {
    const page = await adminAt(width);
    await page.goto(`/admin/review/${scenario.ringPoem.id}`);
    const panel = page.getByRole('region', { name: 'Integrity' });
    await panel.getByText('out of 100').waitFor();
    await expectText(panel, '80');
    await panel.getByText('24 of 30 votes (80%) came from 2 address groups with 3 or more votes each: +24 points.').waitFor();
    await panel.getByText('Address group 1 (ring-a), 53%').waitFor();
    await panel.getByText(/24 votes where the normal rate gives/).waitFor();
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'admin-review-integrity');

    // An address group the signals point at opens the voiding form on exactly its votes.
    await panel.getByRole('button', { name: /^Void the votes of Address group 1/ }).click();
    const voiding = page.getByRole('region', { name: 'Void votes' });
    await voiding.getByText(/^16 votes$/).waitFor();
    await voiding.getByText(/on this poem will be voided/).waitFor();
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'admin-review-void-group');

    await page.goto(`/admin/review?status=approved&topic=${scenario.topic.id}&sort=score`);
    const cards = page.getByRole('article');
    await cards.first().getByText('Integrity score: 80 of 100').waitFor();
    expect(await cards.evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label')))).toEqual(['Bought Applause', 'Quiet Streets', 'Unheard']);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'admin-review-by-score');
    await page.context().close();
  });
});

async function expectText(scope: ReturnType<Page['getByRole']>, text: string): Promise<void> {
  await scope.getByText(text, { exact: true }).first().waitFor();
}
