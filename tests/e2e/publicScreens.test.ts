import type { Page } from 'playwright-core';
import { waitForListeners } from '../utils/events';
import { until } from '../utils/until';
import { gql } from '../utils/graphql';
import { seedTopic, seedUser, signIn, type SignedIn } from '../utils/scenarios';
import { currentPath, newVisitor, waitForPath } from './browser';
import { withBrowserAndServer } from './withBrowserAndServer';

const SET_TOPIC_ACTIVE = `mutation SetTopicActive($input: SetTopicActiveInput!) { setTopicActive(input: $input) { topic { id } } }`;

describe('Public screens', () => {
  const given = withBrowserAndServer();
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await signIn(given.server, await seedUser(given.server.db, { role: 'admin' }));
  });

  describe('Home', () => {
    const heroPlaying = (page: Page) => page.locator('video.hero-video').evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0);
    /** A link of `mbps`, which the browser's downlink estimate then follows. */
    const onLink = async (page: Page, mbps: number) => {
      const throughput = (mbps * 1_000_000) / 8;
      await (await page.context().newCDPSession(page)).send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: throughput, uploadThroughput: throughput });
    };

    it('sends the hero still, and starts its waveform once the app has taken the page over', async () => {
      const html = await (await fetch(`${given.server.url}/`)).text();
      expect(html).toMatch(/<video class="hero-video" src="\/hero\/voice.mp4" poster="\/hero\/voice.jpg" muted="" loop="" playsInline="" preload="none"/);
      expect(html).not.toMatch(/<video[^>]*autoplay/);
      const page = await newVisitor(given.browser, given.server.url);
      await onLink(page, 50);
      await page.goto('/');
      await until(() => heroPlaying(page), 'the hero video to play');
    });

    it('keeps the hero still, its waveform never fetched, on a connection the browser says is slow', async () => {
      const page = await newVisitor(given.browser, given.server.url);
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      await onLink(page, 1.6);
      await page.goto('/');
      await page.waitForTimeout(2_500);
      expect(await heroPlaying(page)).toBe(false);
      expect(fetched).toContain('/hero/voice.jpg');
      expect(fetched).not.toContain('/hero/voice.mp4');
    });

    it('keeps the hero still for a visitor who asks for less motion, and starts it when they stop asking', async () => {
      const page = await newVisitor(given.browser, given.server.url, { reducedMotion: 'reduce' });
      await onLink(page, 50);
      await page.goto('/');
      await page.waitForTimeout(2_500);
      expect(await heroPlaying(page)).toBe(false);
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await until(() => heroPlaying(page), 'the hero video to play');
    });
  });

  describe('Topics', () => {
    it('says when there are no topics, and shows one the moment an admin activates it', async () => {
      const listenersBefore = given.server.server.runtime.hub.listenerCount('topics.changed');
      const page = await newVisitor(given.browser, given.server.url);
      await page.goto('/topics');
      await page.getByText('No topics available at the moment.').waitFor();
      await waitForListeners(given.server, 'topics.changed', listenersBefore + 1);

      const topic = await seedTopic(given.server.db, { title: 'Rain on a Tin Roof', description: 'Weather and memory.', active: false });
      const activated = await gql(given.server, SET_TOPIC_ACTIVE, { input: { id: topic.id, active: true } }, { token: admin.token });
      expect(activated.errors).toBeUndefined();
      await page.getByRole('heading', { name: 'Rain on a Tin Roof' }).waitFor();
      await page.getByText('Weather and memory.').waitFor();

      await gql(given.server, SET_TOPIC_ACTIVE, { input: { id: topic.id, active: false } }, { token: admin.token });
      await page.getByText('No topics available at the moment.').waitFor();
    });

    it('shows each topic with its dates and the ways to vote and submit', async () => {
      const open = await seedTopic(given.server.db, {
        title: 'Home',
        deadline: new Date('2099-12-23T10:00:00Z'),
        votingEndsAt: new Date('2100-01-07T10:00:00Z'),
      });
      const closed = await seedTopic(given.server.db, { title: 'Ubuntu', deadline: new Date('2020-03-01T10:00:00Z') });
      const page = await newVisitor(given.browser, given.server.url);
      await page.goto('/topics');

      const home = page.getByRole('article', { name: 'Home' });
      await home.getByText('Submissions close on 23 December 2099').waitFor();
      await home.getByText('Voting ends on 07 January 2100 at 12:00 SAST').waitFor();
      expect(await home.getByRole('link', { name: 'Vote on Home' }).getAttribute('href')).toBe(`/voting/${open.id}`);
      expect(await home.getByRole('link', { name: 'Submit a Poem on Home' }).getAttribute('href')).toBe(`/dashboard?tab=upload&topic=${open.id}`);

      const ubuntu = page.getByRole('article', { name: 'Ubuntu' });
      await ubuntu.getByText('Submissions closed on 1 March 2020').waitFor();
      expect(await ubuntu.getByRole('link', { name: /Submit a Poem/ }).count()).toBe(0);
      expect(await ubuntu.getByRole('link', { name: 'Vote on Ubuntu' }).getAttribute('href')).toBe(`/voting/${closed.id}`);

      await home.getByRole('link', { name: 'Submit a Poem on Home' }).click();
      await waitForPath(page, '/login');
      expect(currentPath(page)).toBe(`/login?redirect=${encodeURIComponent(`/dashboard?tab=upload&topic=${open.id}`).replace(/%2F/gi, '/')}`);
    });
  });

  describe('Poetry gallery', () => {
    it('lists the sample poems, opens one on its own, and leads back to all of them', async () => {
      const page = await newVisitor(given.browser, given.server.url);
      await page.goto('/poetry');
      const poems = page.getByRole('article');
      await poems.first().waitFor();
      const listed = await poems.count();
      expect(listed).toBeGreaterThan(20);

      const first = poems.first();
      const title = (await first.getByRole('heading').textContent()) ?? '';
      await first.getByText(/^By |^Unknown Author$/).waitFor();
      const link = first.getByRole('link', { name: title });
      const poemPath = (await link.getAttribute('href')) ?? '';
      expect(poemPath).toMatch(/^\/poetry\/[^/]+$/);
      await link.click();
      await waitForPath(page, poemPath);
      // The list stays on screen while the poem's page loads, then a skeleton, then the one poem.
      await page.waitForFunction(() => document.querySelectorAll('article').length === 1);
      expect(await page.getByRole('article').getByRole('heading').textContent()).toBe(title);

      await page.getByRole('link', { name: 'All poems' }).click();
      await waitForPath(page, '/poetry');
      await page.getByRole('article').nth(1).waitFor();
      expect(await page.getByRole('article').count()).toBe(listed);
    });

    it('opens a poem at the top of its page, and the back button returns to the place in the list', async () => {
      const page = await newVisitor(given.browser, given.server.url);
      await page.goto('/poetry');
      const poem = page.getByRole('article').nth(20);
      await poem.scrollIntoViewIfNeeded();
      const place = await page.evaluate(() => window.scrollY);
      expect(place).toBeGreaterThan(1000);
      const title = (await poem.getByRole('heading').textContent()) ?? '';
      const link = poem.getByRole('link', { name: title });
      const poemPath = (await link.getAttribute('href')) ?? '';
      await link.click();
      await waitForPath(page, poemPath);
      await page.waitForFunction(() => document.querySelectorAll('article').length === 1);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await waitForPath(page, '/poetry');
      await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, place);
      await page.close();
    });

    it('says so when no poem has the id', async () => {
      const page = await newVisitor(given.browser, given.server.url);
      await page.goto('/poetry/no-such-poem');
      await page.getByText('No poems found.').waitFor();
    });
  });
});
