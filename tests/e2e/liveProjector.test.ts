import type { Page, WebSocketRoute } from 'playwright-core';
import type { SubmissionRow, TopicRow } from '../../server/db/schema';
import { topicVotesChannel } from '../../server/fanout/tallies';
import { waitForListeners, untilWatching } from '../utils/events';
import { gql } from '../utils/graphql';
import { until } from '../utils/until';
import { seedProcessedSubmission, seedTopic, seedUser, signIn, type SignedIn } from '../utils/scenarios';
import { newVisitor } from './browser';
import { expectNoSidewaysScroll, saveScreenshot } from './screenshots';
import { signInAs } from './people';
import { withBrowserAndServer } from './withBrowserAndServer';

const OPEN = `mutation ($topicId: ID!, $seconds: Int!, $roomOnly: Boolean!) {
  openLiveRound(input: { topicId: $topicId, seconds: $seconds, roomOnly: $roomOnly }) { show { version } } }`;
const CLOSE = `mutation ($topicId: ID!) { closeLiveRound(input: { topicId: $topicId }) { show { version } } }`;
const SPOTLIGHT = `mutation ($topicId: ID!, $poemId: ID) { spotlightPoem(input: { topicId: $topicId, poemId: $poemId }) { show { version } } }`;
const CODE = `query ($topicId: ID!) { liveJoinCode(topicId: $topicId) { code } }`;
const VOTE = `mutation ($poemId: ID!, $voted: Boolean!, $joinCode: String) {
  setVote(input: { poemId: $poemId, voted: $voted, joinCode: $joinCode }) { tally { voteCount } } }`;

/** How soon a host's change must reach the room's screen. */
const WITHIN_A_SECOND = 1_000;

/** A poem's row on the projector. */
const row = (page: Page, poem: SubmissionRow) => page.locator(`[data-poem-id="${poem.id}"]`);

/** The count a projector row shows, as its data attribute says. */
async function tallyOf(page: Page, poem: SubmissionRow): Promise<number> {
  return Number(await row(page, poem).locator('[data-tally]').getAttribute('data-tally'));
}

/**
 * How many graphql-ws pings the page's sockets have sent that no pong has reached yet. On a clock the
 * test runs by hand, the page's five seconds of waiting for a pong can pass in a few real
 * milliseconds: a pong slower than that, on a busy machine, arrives too late and the page reconnects.
 */
function unansweredPings(page: Page): () => number {
  let unanswered = 0;
  const typeOf = (payload: string | Buffer) => {
    try {
      return (JSON.parse(String(payload)) as { type?: string }).type;
    } catch {
      return undefined;
    }
  };
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      if (typeOf(payload) === 'ping') unanswered += 1;
    });
    socket.on('framereceived', ({ payload }) => {
      if (typeOf(payload) === 'pong') unanswered -= 1;
    });
    socket.on('close', () => {
      unanswered = 0;
    });
  });
  return () => unanswered;
}

/** Waits until the projector row shows `count` votes, in its text and its data attribute alike. */
async function untilTally(page: Page, poem: SubmissionRow, count: number, timeout?: number): Promise<void> {
  await row(page, poem).locator(`[data-tally="${count}"]`, { hasText: new RegExp(`^${count}$`) }).waitFor({ timeout });
}

describe('The slam night projector and host controls', () => {
  const given = withBrowserAndServer();
  let admin: SignedIn;
  let poets: SignedIn[];

  beforeAll(async () => {
    admin = await signIn(given.server, await seedUser(given.server.db, { name: 'Ayanda Host', role: 'admin' }));
    poets = [];
    for (const name of ['Lerato Voter', 'Kagiso Voter', 'Naledi Voter']) poets.push(await signIn(given.server, await seedUser(given.server.db, { name })));
  });

  /** An active topic with an approved poem for each [title, poet] pair, oldest first. */
  async function topicWithPoems(title: string, poems: [string, string, number?][]): Promise<{ topic: TopicRow; poems: SubmissionRow[] }> {
    const topic = await seedTopic(given.server.db, { title });
    const rows: SubmissionRow[] = [];
    for (const [index, [poemTitle, poet, voteCount = 0]] of poems.entries()) {
      const author = await seedUser(given.server.db, { name: poet });
      rows.push(
        await seedProcessedSubmission(given.server.db, {
          userId: author.id,
          topicId: topic.id,
          status: 'approved',
          title: poemTitle,
          voteCount,
          submittedAt: new Date(Date.now() - (poems.length - index) * 60_000),
        }),
      );
    }
    return { topic, poems: rows };
  }

  const host = (query: string, variables: Record<string, unknown>) => gql(given.server, query, variables, { token: admin.token });
  const vote = async (voter: SignedIn, poem: SubmissionRow, voted = true, joinCode?: string) => {
    const response = await gql(given.server, VOTE, { poemId: poem.id, voted, joinCode }, { token: voter.token });
    expect(response.errors).toBeUndefined();
  };

  const opened: Page[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((page) => page.context().close()));
  });

  async function visitor(): Promise<Page> {
    const page = await newVisitor(given.browser, given.server.url);
    opened.push(page);
    return page;
  }

  /** Runs `load` and waits until the page it loads has joined the night's live feed. */
  async function joiningTheNight(load: () => Promise<void>): Promise<void> {
    const listeners = given.server.server.runtime.hub.listenerCount('live.changed');
    await load();
    await waitForListeners(given.server, 'live.changed', listeners + 1);
  }

  /** A projector on `topic`, its live feeds joined, for a visitor or (asAdmin) a signed-in host. */
  async function projector(topic: TopicRow, options: { asAdmin?: boolean; before?: (page: Page) => Promise<void> } = {}): Promise<Page> {
    const page = await visitor();
    if (options.asAdmin) await signInAs(page, given.server, admin.user);
    await options.before?.(page);
    const watchers = given.server.server.fanout.watcherCount(topicVotesChannel(topic.id));
    await joiningTheNight(async () => {
      await page.goto(`/live/${topic.id}`);
      await page.getByRole('heading', { name: topic.title, level: 1 }).waitFor();
    });
    await untilWatching(given.server, topicVotesChannel(topic.id), watchers + 1);
    return page;
  }

  async function hostPage(topic: TopicRow): Promise<Page> {
    const page = await visitor();
    await signInAs(page, given.server, admin.user);
    await joiningTheNight(async () => {
      await page.goto(`/live/${topic.id}/host`);
      await page.getByRole('heading', { name: `Slam night: ${topic.title}`, level: 1 }).waitFor();
    });
    return page;
  }

  it("shows the host's round and stage on the room's screen within a second, and a vote moves its tally", async () => {
    const { topic, poems } = await topicWithPoems('Harbour Lights', [
      ['Lantern Song', 'Thandi Mokoena', 3],
      ['River Mouth', 'Sipho Dlamini', 1],
      ['Dry Season', 'Ama Owusu'],
    ]);
    const [lantern, river] = poems as [SubmissionRow, SubmissionRow];
    const screen = await projector(topic);
    await screen.locator('[data-phase="notStarted"]').waitFor();
    expect(await tallyOf(screen, lantern)).toBe(3);
    expect(await row(screen, lantern).getByText('Leading').isVisible()).toBe(true);

    const controls = await hostPage(topic);
    await controls.getByRole('button', { name: 'Put on stage: River Mouth' }).click();
    await row(screen, river).and(screen.locator('.is-on-stage')).waitFor({ timeout: WITHIN_A_SECOND });
    expect(await screen.getByRole('region', { name: 'Now on stage' }).textContent()).toContain('River Mouth');
    await controls.locator('.host-poem.is-on-stage', { hasText: 'River Mouth' }).waitFor();

    await controls.getByLabel('Seconds').fill('90');
    await controls.getByRole('button', { name: 'Open round' }).click();
    await screen.locator('[data-phase="open"]').waitFor({ timeout: WITHIN_A_SECOND });
    expect(await screen.locator('.round-state').textContent()).toMatch(/Round 1.*Voting open.*1:(29|30)/);
    await controls.locator('[data-phase="open"]').waitFor();
    expect(await screen.getByText('Room-only round').count()).toBe(0);

    const barBefore = await row(screen, river).locator('.tally-bar-fill').evaluate((bar) => getComputedStyle(bar).transform);
    await vote(poets[0]!, river);
    await untilTally(screen, river, 2);
    await vote(poets[1]!, river);
    await vote(poets[2]!, river);
    await untilTally(screen, river, 4);
    await row(screen, river).getByText('Leading').waitFor();
    expect(await row(screen, lantern).getByText('Leading').count()).toBe(0);
    await screen.waitForFunction(
      ([id, before]) => getComputedStyle(document.querySelector(`[data-poem-id="${id}"] .tally-bar-fill`)!).transform !== before,
      [river.id, barBefore] as const,
    );

    await controls.getByRole('button', { name: 'Close round' }).click();
    await screen.locator('[data-phase="closed"]').waitFor({ timeout: WITHIN_A_SECOND });
    expect(await screen.locator('.round-state').textContent()).toContain('Voting closed');
  });

  it('reveals the winner with the final tallies, and ends the night after the host confirms', async () => {
    const { topic, poems } = await topicWithPoems('Salt Roads', [
      ['Tide Table', 'Zanele Khumalo'],
      ['Fishbone', 'Pieter Botha'],
    ]);
    const [tide, fishbone] = poems as [SubmissionRow, SubmissionRow];
    const screen = await projector(topic);
    const controls = await hostPage(topic);
    await controls.getByRole('button', { name: 'Open round' }).click();
    await screen.locator('[data-phase="open"]').waitFor();
    await vote(poets[0]!, fishbone);
    await vote(poets[1]!, fishbone);
    await vote(poets[0]!, tide);
    await untilTally(screen, fishbone, 2);
    await untilTally(screen, tide, 1);

    await controls.getByRole('button', { name: 'Reveal winner' }).click();
    const winner = screen.getByRole('region', { name: 'Winner' });
    await winner.waitFor({ timeout: WITHIN_A_SECOND });
    expect(await winner.getAttribute('data-winner-id')).toBe(fishbone.id);
    expect(await winner.textContent()).toMatch(/The winner.*Fishbone.*by Pieter Botha.*2 votes/);
    const finals = screen.getByRole('region', { name: 'Final tallies' });
    expect(await finals.locator(`[data-poem-id="${fishbone.id}"] [data-tally]`).textContent()).toBe('2');
    expect(await finals.locator(`[data-poem-id="${tide.id}"] [data-tally]`).textContent()).toBe('1');
    expect(await screen.getByRole('region', { name: 'Vote on your phone' }).count()).toBe(0);
    await controls.getByText('Winner: Fishbone by Pieter Botha').waitFor();

    controls.once('dialog', (dialog) => void dialog.accept());
    await controls.getByRole('button', { name: 'End night' }).click();
    await screen.locator('[data-phase="notStarted"]').waitFor({ timeout: WITHIN_A_SECOND });
    expect(await screen.getByRole('region', { name: 'Winner' }).count()).toBe(0);
    await controls.locator('[data-phase="notStarted"]').waitFor();
  });

  it("shows tonight's votes large and the topic's overall tally small, and reveals the winner by the votes the host chose", async () => {
    const { topic, poems } = await topicWithPoems('Open Water', [
      ['Long Swim', 'Mpho Sithole', 3],
      ['Undertow', 'Lindiwe Zulu'],
    ]);
    const [online, room] = poems as [SubmissionRow, SubmissionRow];
    const fourth = await signIn(given.server, await seedUser(given.server.db, { name: 'Bongani Voter' }));
    const screen = await projector(topic);
    // The host runs it from a phone.
    const controls = await hostPage(topic);
    await controls.setViewportSize({ width: 360, height: 780 });
    await expectNoSidewaysScroll(controls);
    expect(await controls.getByRole('button', { name: 'Reveal winner' }).isDisabled()).toBe(true);
    await controls.getByLabel('Room-only round').check();
    await controls.getByRole('button', { name: 'Open round' }).click();
    await screen.locator('[data-phase="open"]').waitFor();
    const code = ((await host(CODE, { topicId: topic.id })).data as { liveJoinCode: { code: string } }).liveJoinCode.code;
    for (const voter of poets) await vote(voter, room, true, code);
    await vote(fourth, online, true, code);

    await untilTally(screen, online, 4);
    await untilTally(screen, room, 3);
    const countOf = (poem: SubmissionRow) => row(screen, poem).locator('.tally-count');
    expect(await countOf(online).getAttribute('aria-label')).toBe('1 vote tonight, 4 in all');
    expect(await countOf(room).getAttribute('aria-label')).toBe('3 votes tonight, 3 in all');
    expect(await countOf(room).locator('[data-night-tally]').textContent()).toBe('3');
    await row(screen, room).getByText('Leading').waitFor();

    await controls.getByRole('button', { name: 'Reveal winner' }).click();
    const winner = screen.getByRole('region', { name: 'Winner' });
    await winner.waitFor({ timeout: WITHIN_A_SECOND });
    expect(await winner.getAttribute('data-winner-id')).toBe(room.id);
    expect(await winner.textContent()).toMatch(/Undertow.*3 votes tonight.*3 votes in all.*Decided by tonight’s votes/);
    expect(await screen.getByRole('region', { name: 'Final tallies' }).locator('.tally-row').first().getAttribute('data-poem-id')).toBe(room.id);
    await screen.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await saveScreenshot(screen, 'projector-reveal');

    // The host may let every vote on the topic decide instead.
    await host(OPEN, { topicId: topic.id, seconds: 60, roomOnly: false });
    await screen.locator('[data-phase="open"]').waitFor();
    await controls.getByLabel(/All the votes on the topic/).check();
    await controls.getByRole('button', { name: 'Reveal winner' }).click();
    await screen.locator(`[aria-label="Winner"][data-winner-id="${online.id}"]`).waitFor({ timeout: WITHIN_A_SECOND });
    expect(await winner.textContent()).toMatch(/Long Swim.*4 votes in all.*1 vote tonight.*Decided by all the votes on the topic/);
    await controls.getByText('Winner: Long Swim by Mpho Sithole (by all the votes on the topic)').waitFor();
  });

  it("tells the topic's voting page, home and its poems' pages that a night is running, and offers no vote the server would refuse", async () => {
    const { topic, poems } = await topicWithPoems('Moon Harbour', [
      ['Low Tide Letters', 'Nomsa Dube'],
      ['Rope and Anchor', 'Tumelo Nkosi'],
    ]);
    const [letters] = poems as [SubmissionRow];
    const page = await visitor();
    await signInAs(page, given.server, poets[0]!.user);
    const notice = page.getByRole('region', { name: 'Slam night' });
    const voteFor = (title: string) => page.getByRole('button', { name: `Vote for ${title}` });
    await joiningTheNight(async () => {
      await page.goto(`/voting/${topic.id}`);
      await voteFor('Low Tide Letters').waitFor();
    });
    expect(await notice.count()).toBe(0);

    await host(OPEN, { topicId: topic.id, seconds: 120, roomOnly: true });
    await notice.getByText('Slam night on now: voting opens in rounds').waitFor();
    expect(await notice.textContent()).toContain('Round 1 is open to the room only');
    expect(await notice.getByRole('link', { name: 'Open the phone page' }).getAttribute('href')).toBe(`/live/${topic.id}/vote`);
    // A vote here would be refused without the code: the card sends the voter to the phone page.
    const roomVote = page.getByRole('link', { name: 'Vote for Low Tide Letters with the room’s code, on the phone page' });
    expect(await roomVote.getAttribute('href')).toBe(`/live/${topic.id}/vote`);
    expect(await voteFor('Low Tide Letters').count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'voting-room-only-round');
    await page.setViewportSize({ width: 360, height: 780 });
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'voting-room-only-round');

    await host(CLOSE, { topicId: topic.id });
    await notice.getByText('Voting is closed between rounds').waitFor();
    expect(await voteFor('Low Tide Letters').textContent()).toBe('Closed between rounds');
    expect(await voteFor('Low Tide Letters').isDisabled()).toBe(true);

    await page.goto(`/poems/${letters.id}`);
    await notice.getByText('Slam night on now: voting opens in rounds').waitFor();
    expect(await voteFor('Low Tide Letters').textContent()).toBe('Closed between rounds');
    await page.goto('/');
    await page.getByRole('button', { name: 'Moon Harbour' }).click();
    await notice.getByText('Slam night on now: voting opens in rounds').waitFor();

    await host(OPEN, { topicId: topic.id, seconds: 120, roomOnly: false });
    await notice.getByText('Round 2 is open: vote here or on the phone page.').waitFor();
    await voteFor('Low Tide Letters').click();
    await page.getByRole('button', { name: 'Remove your vote for Low Tide Letters' }).waitFor();
  });

  it('shows the join code and host link to a signed-in host only; the QR code carries the code', async () => {
    const { topic } = await topicWithPoems('Quiet Room', [['Hush', 'Lindiwe Nkosi']]);
    const forHost = await projector(topic, { asAdmin: true });
    const forRoom = await projector(topic);
    await host(OPEN, { topicId: topic.id, seconds: 600, roomOnly: true });
    await forHost.getByText('Room-only round').waitFor({ timeout: WITHIN_A_SECOND });
    await forRoom.getByText('Room-only round').waitFor({ timeout: WITHIN_A_SECOND });

    const digits = forHost.locator('[data-join-code]');
    await digits.waitFor();
    expect(await digits.getAttribute('data-join-code')).toMatch(/^\d{4}$/);
    // The code changes every 20 s: the projector shows the server's current one, or follows it moments after a change (it reads the new one 0.3 s after).
    const current = await host(CODE, { topicId: topic.id });
    const shown = (current.data as { liveJoinCode: { code: string } }).liveJoinCode.code;
    await forHost.locator(`[data-join-code="${shown}"]`).waitFor({ timeout: 3_000 });
    const origin = new URL(given.server.url).origin;
    expect(await forHost.getByRole('img', { name: 'QR code to vote on your phone' }).getAttribute('data-qr-value')).toBe(`${origin}/live/${topic.id}/vote?code=${shown}`);
    expect(await forHost.getByRole('link', { name: 'Host controls' }).getAttribute('href')).toBe(`/live/${topic.id}/host`);

    expect(await forRoom.getByRole('img', { name: 'QR code to vote on your phone' }).getAttribute('data-qr-value')).toBe(`${origin}/live/${topic.id}/vote`);
    expect(await forRoom.getByText(`${new URL(given.server.url).host}/live`).isVisible()).toBe(true);
    expect(await forRoom.locator('[data-join-code]').count()).toBe(0);
    expect(await forRoom.getByText('Join code').count()).toBe(0);
    expect(await forRoom.getByRole('link', { name: 'Host controls' }).count()).toBe(0);
    await host(CLOSE, { topicId: topic.id });
    await forHost.locator('[data-phase="closed"]').waitFor();
    expect(await forHost.locator('[data-join-code]').count()).toBe(0);
  });

  it('says a hidden or unknown topic is not found, full screen, with a way home', async () => {
    const hidden = await seedTopic(given.server.db, { title: 'Backstage', active: false });
    const page = await visitor();
    for (const topicId of [hidden.id, '00000000-0000-4000-8000-000000000000']) {
      await page.goto(`/live/${topicId}`);
      await page.getByRole('heading', { name: 'Topic not found', level: 1 }).waitFor();
      expect(await page.locator('nav').count()).toBe(0);
      expect(await page.locator('footer').count()).toBe(0);
    }
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('runs only our own scripts on the projector and the host controls, which show hosts the join code', async () => {
    const { topic } = await topicWithPoems('Closed Doors', [['Keyhole', 'Sizwe Mokoena']]);
    for (const path of [`/live/${topic.id}`, `/live/${topic.id}/host`]) {
      const policy = (await fetch(new URL(path, given.server.url))).headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/script-src 'self'[^;]*;/);
      expect(policy).not.toContain('accounts.google.com');
    }
  });

  it('moves the bars smoothly, and keeps them still for a visitor who asks for reduced motion', async () => {
    const { topic, poems } = await topicWithPoems('Stillness', [['Slow Water', 'Busi Mthembu', 2]]);
    const bar = (page: Page) => row(page, poems[0]!).locator('.tally-bar-fill');
    const moving = await projector(topic);
    expect(await bar(moving).evaluate((element) => getComputedStyle(element).transitionDuration)).not.toBe('0s');
    const still = await projector(topic, { before: (page) => page.emulateMedia({ reducedMotion: 'reduce' }) });
    expect(await bar(still).evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0s');
  });

  it('says it is reconnecting while its socket is down, and catches up when it is back', async () => {
    const { topic, poems } = await topicWithPoems('Static', [['Dial Tone', 'Mpho Sithole']]);
    const [dial] = poems as [SubmissionRow];
    const sockets: WebSocketRoute[] = [];
    const screen = await projector(topic, {
      before: (page) =>
        page.routeWebSocket(/\/graphql$/, (socket) => {
          socket.connectToServer();
          sockets.push(socket);
        }),
    });
    await host(OPEN, { topicId: topic.id, seconds: 600, roomOnly: false });
    await screen.locator('[data-phase="open"]').waitFor();
    expect(await screen.getByText('Reconnecting…').count()).toBe(0);

    await sockets.at(-1)!.close({ code: 1012, reason: 'Restarting' });
    await screen.getByText('Reconnecting…').waitFor();
    // Missed while away: only a fresh read after reconnecting can show it.
    await host(SPOTLIGHT, { topicId: topic.id, poemId: dial.id });
    await vote(poets[0]!, dial);

    await screen.getByText('Reconnecting…').waitFor({ state: 'detached', timeout: 10_000 });
    await untilTally(screen, dial, 1);
    await row(screen, dial).and(screen.locator('.is-on-stage')).waitFor();
  });

  it('reaches the host controls from the admin topics page, and checks the round length', async () => {
    const { topic } = await topicWithPoems('Open Mic', [['First Words', 'Karabo Molefe']]);
    const page = await visitor();
    await signInAs(page, given.server, admin.user);
    await page.goto('/admin/topics');
    await page.getByRole('link', { name: `Run slam night for ${topic.title}` }).click();
    await page.getByRole('heading', { name: `Slam night: ${topic.title}`, level: 1 }).waitFor();
    await page.getByLabel('Seconds').fill('5');
    await page.getByRole('button', { name: 'Open round' }).click();
    await page.getByText('Choose a whole number of seconds from 10 to 3600.').waitFor();
    expect(await page.locator('[data-phase="notStarted"]').count()).toBe(1);
  });

  it('keeps its memory flat through an hour of rounds and votes', async () => {
    const { topic, poems } = await topicWithPoems('Long Night', [
      ['Marathon', 'Nomsa Zulu', 10],
      ['Second Wind', 'Tumi Ndlovu', 4],
    ]);
    const [, wind] = poems as [SubmissionRow, SubmissionRow];
    await host(OPEN, { topicId: topic.id, seconds: 3600, roomOnly: true });
    let pings = () => 0;
    const screen = await projector(topic, {
      asAdmin: true,
      before: async (page) => {
        pings = unansweredPings(page);
        await page.clock.install();
      },
    });
    await screen.locator('[data-join-code]').waitFor();
    const cdp = await screen.context().newCDPSession(screen);
    await cdp.send('Performance.enable');
    const heapUsed = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const metric = (name: string) => metrics.find((item) => item.name === name)?.value ?? Number.NaN;
      return { heap: metric('JSHeapUsedSize'), listeners: metric('JSEventListeners'), nodes: metric('Nodes') };
    };

    // 190 steps of 19 s of the page's time, an hour: in each a vote given or taken back, each voter in turn
    // (well within the per-person vote limit), and every ten steps a new round, room-only or not.
    let roomOnly = true;
    const votedBy = new Set<number>();
    const step = async (index: number) => {
      if (index % 10 === 9) {
        roomOnly = !roomOnly;
        await host(CLOSE, { topicId: topic.id });
        await host(OPEN, { topicId: topic.id, seconds: 3600, roomOnly });
      }
      const voter = index % poets.length;
      const voted = !votedBy.has(voter);
      if (voted) votedBy.add(voter);
      else votedBy.delete(voter);
      const joinCode = roomOnly ? ((await host(CODE, { topicId: topic.id })).data as { liveJoinCode: { code: string } }).liveJoinCode.code : undefined;
      await vote(poets[voter]!, wind, voted, joinCode);
      // In runs shorter than the wait for a pong, each once the last run's ping has its pong.
      for (let run = 0; run < 5; run += 1) {
        await until(() => pings() === 0 || undefined, 'a ping is still without its pong');
        await screen.clock.runFor(3_800);
      }
      if (index % 4 === 3) await untilTally(screen, wind, 4 + votedBy.size, 5_000);
    };
    for (let index = 0; index < 30; index += 1) await step(index);
    await untilTally(screen, wind, 4 + votedBy.size, 5_000);
    const warm = await heapUsed();
    for (let index = 30; index < 190; index += 1) await step(index);
    await untilTally(screen, wind, 4 + votedBy.size, 5_000);
    const after = await heapUsed();

    expect(after.heap - warm.heap).toBeLessThan(5 * 1024 * 1024);
    expect(after.listeners - warm.listeners).toBeLessThan(50);
    expect(after.nodes - warm.nodes).toBeLessThan(200);
    expect(await screen.locator('[data-poem-id]').count()).toBe(2);
    expect(await screen.getByText('Reconnecting…').count()).toBe(0);
  });
});
