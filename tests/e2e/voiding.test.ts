import type { Page } from 'playwright-core';
import { rewardCases, rewards, voteVoidings } from '../../server/db/schema';
import { seedPlayablePoem, seedTopic, seedVoterIds, seedVotes } from '../utils/scenarios';
import { newVisitor } from './browser';
import { seedPerson, signInAs } from './people';
import { expectNoSidewaysScroll, saveScreenshot } from './screenshots';
import { withBrowserAndServer } from './withBrowserAndServer';

const WIDTHS = [360, 1280];

describe('Voiding votes in the browser', () => {
  const given = withBrowserAndServer();
  const pageErrors: string[] = [];
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  async function visitor(path: string): Promise<Page> {
    const page = await newVisitor(given.browser, given.server.url);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(path);
    return page;
  }

  async function screenshots(page: Page, name: string) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, name);
    }
  }

  it("an admin voids blocked accounts' votes on a poem at 500: two visitors watching see the tally fall at once, and the poem's page says why", async () => {
    const db = given.server.db;
    const topic = await seedTopic(db, { title: 'Tides' });
    const poem = await seedPlayablePoem(given.server, topic.id, { title: 'Undertow' });
    await seedVotes(db, poem.id, await seedVoterIds(db, 488));
    await seedVotes(db, poem.id, await seedVoterIds(db, 12, { blocked: true }));
    await db.insert(rewards).values({ userId: poem.userId, submissionId: poem.id, topicId: topic.id, kind: 'bounty', amountCents: 100_000 });

    const watchers = [await visitor(`/voting/${topic.id}`), await visitor(`/poems/${poem.id}`)];
    for (const watcher of watchers) await watcher.getByText('500 votes').first().waitFor();
    await (watchers[0] as Page).getByText('reached 500 votes first').waitFor();
    await screenshots(watchers[0] as Page, 'voting-how-voting-works');

    const admin = await newVisitor(given.browser, given.server.url);
    admin.on('pageerror', (error) => pageErrors.push(error.message));
    await signInAs(admin, given.server, await seedPerson(given.server, { role: 'admin', name: 'Ada Admin' }));
    await admin.goto(`/admin/review/${poem.id}`);
    await admin.getByRole('button', { name: 'Void the votes of blocked accounts' }).click();
    await admin.getByText('12 votes on this poem will be voided.').waitFor();
    await admin.getByLabel("Reason (shown on the poem's page):").fill('These accounts were blocked for buying votes.');
    await screenshots(admin, 'admin-void-votes-form');
    await admin.getByRole('button', { name: 'Void 12 votes' }).click();
    await admin.getByText('12 votes were voided. No poem holds the bounty now.').waitFor();
    await screenshots(admin, 'admin-void-votes-done');

    for (const watcher of watchers) await watcher.getByText('488 votes').first().waitFor();
    // The bounty banner goes too: no poem holds the bounty now.
    await (watchers[0] as Page).getByText('reached 500 votes first').waitFor({ state: 'detached' });
    const poemPage = watchers[1] as Page;
    await poemPage.reload();
    await poemPage.getByText('12 votes were voided: These accounts were blocked for buying votes.').waitFor();
    await screenshots(poemPage, 'poem-page-voidings');

    // A paid bounty a voiding disputed: an open case on the payments screen, beside a bounty in its review window.
    const [voiding] = await db.select({ id: voteVoidings.id }).from(voteVoidings);
    const other = await seedPlayablePoem(given.server, topic.id, { title: 'Riptide' });
    const [paid] = await db
      .insert(rewards)
      .values({ userId: other.userId, submissionId: other.id, topicId: topic.id, kind: 'bounty', amountCents: 100_000, status: 'paid', paidAt: new Date() })
      .returning();
    await db.insert(rewardCases).values({ rewardId: paid?.id as string, voidingId: voiding?.id });
    const third = await seedPlayablePoem(given.server, (await seedTopic(db)).id, { title: 'Spring Tide' });
    await db.insert(rewards).values({ userId: third.userId, submissionId: third.id, topicId: third.topicId, kind: 'bounty', amountCents: 100_000, payableAt: new Date(Date.now() + 86_400_000) });
    await admin.goto('/admin/payments');
    await admin.getByRole('heading', { name: 'Open cases' }).waitFor();
    await admin.getByText(/Payable from .*, after its 24-hour review\./).waitFor();
    await screenshots(admin, 'admin-payments-cases');
    await admin.getByRole('button', { name: 'Resolve' }).click();
    await admin.getByLabel('How was this settled?').fill('The poet agreed to repay the R1000.');
    await admin.getByRole('button', { name: 'Resolve case' }).click();
    await admin.getByRole('heading', { name: 'Open cases' }).waitFor({ state: 'detached' });
  });
});
