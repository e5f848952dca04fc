import type { Page } from 'playwright-core';
import { inArray } from 'drizzle-orm';
import { rewardCases, rewards, users, voteVoidings } from '../../server/db/schema';
import { seedPlayablePoem, seedTopic, seedVoterIds, seedVotes } from '../utils/scenarios';
import { expectAccessible } from './axe';
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

  it('an admin voids the votes of pasted accounts across a topic from Topics: the count shows before the reason, a visitor sees the tallies fall, the audit log entry follows', async () => {
    const db = given.server.db;
    const topic = await seedTopic(db, { title: 'Harbour' });
    const [foghorn, lighthouse] = [await seedPlayablePoem(given.server, topic.id, { title: 'Foghorn' }), await seedPlayablePoem(given.server, topic.id, { title: 'Lighthouse' })];
    const bought = await seedVoterIds(db, 3);
    await seedVotes(db, foghorn.id, [...bought, ...(await seedVoterIds(db, 4))]);
    await seedVotes(db, lighthouse.id, bought.slice(0, 2));
    const emails = (await db.select({ email: users.email }).from(users).where(inArray(users.id, bought))).map(({ email }) => email);

    const watcher = await visitor(`/voting/${topic.id}`);
    await watcher.getByText('7 votes', { exact: true }).waitFor();
    const admin = await newVisitor(given.browser, given.server.url);
    admin.on('pageerror', (error) => pageErrors.push(error.message));
    await signInAs(admin, given.server, await seedPerson(given.server, { role: 'admin', name: 'Ada Admin' }));
    await admin.goto('/admin');
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Topics' }).click();
    const panel = admin.getByRole('region', { name: 'Void Votes' });
    await panel.getByLabel('Topic', { exact: true }).selectOption({ label: 'Harbour' });
    await panel.getByRole('radio', { name: /Accounts by email/ }).check();
    const pasted = panel.getByLabel('Email addresses (one a line, or separated by commas)');
    await pasted.fill(`${emails.join('\n')}\nnobody@example.org`);
    await panel.getByRole('button', { name: 'Preview' }).click();
    await panel.getByText('Error counting votes: No account has the email nobody@example.org.').waitFor();

    await pasted.fill(emails.join(', '));
    await panel.getByRole('button', { name: 'Preview' }).click();
    await panel.getByText('5 votes on 2 poems will be voided.').waitFor();
    await panel.getByLabel("Reason (shown on the poem's page):").fill('These accounts were paid to vote.');
    await expectAccessible(admin, 'the topic voiding form');
    await screenshots(admin, 'admin-topics-void-votes-form');
    await panel.getByRole('button', { name: 'Void 5 votes' }).click();
    await panel.getByText('5 votes were voided.').waitFor();
    await panel.getByText('Voided votes').waitFor();
    expect(await panel.locator('.audit-changes').innerText()).toContain('Votes · Foghorn: 7 → 4');
    await screenshots(admin, 'admin-topics-void-votes-done');

    await watcher.getByText('4 votes', { exact: true }).waitFor();
    await watcher.getByText('0 votes', { exact: true }).waitFor();
  });
});
