import { isNewerTally } from '../../../common/tallies';
import { poemTitle } from '../../src/poems/poemText';
import { loginPath } from '../../src/routing/redirects';
import type { SocketStatus } from '../../src/apollo/socket';
import { ApiError, CONNECTION_FAILURE, openLiveSocket, request } from './api';
import { graphql } from './__generated__';
import type { PhonePoem_PoemFragment, PhoneTallyFragment, Role } from './__generated__/graphql';
import { h, setText, show } from './dom';
import { votesCount, votingWindow, type Night, type VotingWindow } from './night';
import { poemCard, poemState, type PoemCard, type PoemState, type VoteOffer } from './poemCard';
import { joinCodePanel } from './joinCode';
import { CATCH_UP_MARGIN_MS, keepCurrentWithoutSocket } from './keepCurrent';
import { statusPanel } from './statusPanel';
import { castVote } from './vote';

// Enough for a night's line-up in one read; a topic with more offers the rest a page at a time.
const POEMS_PER_PAGE = 50;

const PhoneVotePageQuery = graphql(`
  query PhoneVotePageQuery($topicId: ID!, $first: Int!) {
    viewer {
      id
      role
    }
    signInOptions {
      googleClientId
    }
    liveShow(topicId: $topicId) {
      topic {
        id
        title
        votingOpen
      }
      ...PhoneNight_show
      stage {
        ...PhonePoem_poem
      }
    }
    topicVoting(topicId: $topicId) {
      winner {
        id
        title
      }
    }
    votingPoems(topicId: $topicId, sort: VOTES, first: $first) {
      totalCount
      nodes {
        ...PhonePoem_poem
      }
    }
  }
`);

/**
 * What a returning page asks: the night as it is now, and the tallies changed since it last knew
 * them (from the server's memory); who is looking, to tell a session that changed meanwhile.
 */
const PhoneCatchUpQuery = graphql(`
  query PhoneCatchUpQuery($topicId: ID!, $since: Float!) {
    viewer {
      id
    }
    liveShow(topicId: $topicId) {
      topic {
        votingOpen
      }
      ...PhoneNight_show
    }
    topicTalliesSince(topicId: $topicId, since: $since) {
      ...PhoneTally
    }
  }
`);

const PhoneMorePoemsQuery = graphql(`
  query PhoneMorePoemsQuery($topicId: ID!, $first: Int!, $offset: Int!) {
    votingPoems(topicId: $topicId, sort: VOTES, first: $first, offset: $offset) {
      totalCount
      nodes {
        ...PhonePoem_poem
      }
    }
  }
`);

const PhoneLiveShowSubscription = graphql(`
  subscription PhoneLiveShowSubscription($topicId: ID!) {
    liveShowChanged(topicId: $topicId) {
      ...PhoneNight_show
    }
  }
`);

const PhoneTopicVotesSubscription = graphql(`
  subscription PhoneTopicVotesSubscription($topicId: ID!) {
    topicVotes(topicId: $topicId) {
      tallies {
        ...PhoneTally
      }
      closed {
        winner {
          id
          title
        }
      }
    }
  }
`);

/** What the page knows, kept current by queries, both subscriptions and the viewer's own votes. */
interface PageState {
  topicId: string;
  topicTitle: string;
  topicVotingOpen: boolean;
  topicWinner: { id: string; title: string } | null;
  /** Who is looking: a visitor is asked to log in, and admins, who run the night, do not vote. */
  viewer: Viewer;
  /** The signed-in account's id; null for a visitor. */
  viewerId: string | null;
  night: Night;
  /** When, on the server's clock, the page last knew every count current: where a catch-up starts. */
  currentAt: number;
  /** The server's clock minus this phone's. */
  clockOffsetMs: number;
  poems: Map<string, PoemState>;
  /** The list's order as first read (most votes first); it does not reshuffle under a finger. */
  order: string[];
  /** How many of the topic's poems, most votes first, have been read: where the next page starts. */
  pagesRead: number;
  totalCount: number;
  joinCode: string;
}

type Viewer = 'visitor' | 'voter' | 'admin';

function viewerOf(account: { role: Role } | null): Viewer {
  if (!account) return 'visitor';
  return account.role === 'ADMIN' ? 'admin' : 'voter';
}

function serverNow(state: PageState): number {
  return Date.now() + state.clockOffsetMs;
}

/** A fresh read of the poem from a query: its tally if newer, its viewer fields unless a vote is on its way. */
function mergePoem(state: PageState, poem: PhonePoem_PoemFragment): void {
  const known = state.poems.get(poem.id);
  if (!known) {
    state.poems.set(poem.id, poemState(poem));
    return;
  }
  known.title = poem.title;
  known.authorName = poem.authorName;
  known.viewerIsPoet = poem.viewerIsPoet;
  if (!known.optimistic) known.viewerHasVoted = poem.viewerHasVoted;
  applyTally(state, { ...poem, poemId: poem.id });
}

/** Reads poems into the page; one it did not list yet joins the end of the list. */
function addPoems(state: PageState, poems: PhonePoem_PoemFragment[]): void {
  for (const poem of poems) {
    mergePoem(state, poem);
    if (!state.order.includes(poem.id)) state.order.push(poem.id);
  }
}

/** Keeps a poem's count with the highest voteVersion. */
function applyTally(state: PageState, tally: PhoneTallyFragment): boolean {
  const poem = state.poems.get(tally.poemId);
  if (!poem || isNewerTally(poem, tally)) return false;
  poem.voteCount = tally.voteCount;
  poem.voteVersion = tally.voteVersion;
  poem.frozen = tally.frozen;
  poem.nightVoteCount = tally.nightVoteCount;
  return true;
}

/** Takes a night read or pushed later than the one shown; an older one changes nothing. */
function applyNight(state: PageState, night: Night): boolean {
  if (night.version < state.night.version) return false;
  state.night = night;
  if (night.stage) applyTally(state, { ...night.stage, poemId: night.stage.id });
  return true;
}

/** The join code the address carries (?code=, from the projector's QR code), taken out of it so that no stale code stays there. */
function takeCodeFromAddress(): string {
  const url = new URL(window.location.href);
  const code = url.searchParams.get('code') ?? '';
  if (url.searchParams.has('code')) {
    url.searchParams.delete('code');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return /^\d{4}$/.test(code) ? code : '';
}

/**
 * In place of the page: the server's refusal ('Topic not found.') with a way home, or, when the
 * server could not be reached, a way to try again.
 */
function renderFailure(main: HTMLElement, error: unknown): void {
  const failure = error instanceof ApiError ? error : new ApiError(CONNECTION_FAILURE);
  const action = failure.code
    ? h('a', { class: 'button button--primary', href: '/' }, 'Return to Home')
    : h('button', { type: 'button', class: 'button button--primary' }, 'Try again');
  if (!failure.code) action.addEventListener('click', () => window.location.reload());
  main.replaceChildren(h('div', { class: 'notice' }, h('h1', {}, failure.message), h('p', {}, action)));
  document.title = 'Spoken';
}

/**
 * The phone page of a topic's slam night, /live/:topicId/vote: the poem on stage, the others with
 * their live counts, one tap to vote, the round and its countdown, and the join code of a
 * room-only round.
 */
export async function startVotePage(main: HTMLElement, topicId: string): Promise<void> {
  const joinCodeFromAddress = takeCodeFromAddress();
  const readPage = async () => {
    const sentAt = Date.now();
    const data = await request(PhoneVotePageQuery, { topicId, first: POEMS_PER_PAGE });
    // The server read its clock about halfway through the round trip.
    return { data, clockOffsetMs: Date.parse(data.liveShow.serverTime) - (sentAt + Date.now()) / 2 };
  };

  let first: Awaited<ReturnType<typeof readPage>>;
  try {
    first = await readPage();
  } catch (error) {
    renderFailure(main, error);
    return;
  }
  const { data } = first;
  const state: PageState = {
    topicId,
    topicTitle: data.liveShow.topic.title,
    topicVotingOpen: data.liveShow.topic.votingOpen,
    topicWinner: data.topicVoting?.winner ?? null,
    viewer: viewerOf(data.viewer),
    viewerId: data.viewer?.id ?? null,
    night: data.liveShow,
    currentAt: Date.parse(data.liveShow.serverTime),
    clockOffsetMs: first.clockOffsetMs,
    poems: new Map(),
    order: [],
    pagesRead: data.votingPoems.nodes.length,
    totalCount: data.votingPoems.totalCount,
    joinCode: joinCodeFromAddress,
  };
  addPoems(state, data.votingPoems.nodes);
  if (data.liveShow.stage) addPoems(state, [data.liveShow.stage]);

  // The page's parts, built once and updated in place.
  const heading = h('h1', { class: 'topic-title' });
  const status = statusPanel();
  const signIn = h(
    'section',
    { class: 'sign-in', 'aria-labelledby': 'sign-in-title' },
    h('h2', { id: 'sign-in-title' }, 'Log in to vote'),
    h(
      'p',
      {},
      `Log in ${data.signInOptions.googleClientId ? 'with your email or Google account' : 'with your email'} and you come straight back here, `,
      'to vote with one tap. The counts below move live either way.',
    ),
    h('a', { class: 'button button--primary button--block', href: loginPath(window.location) }, 'Log in to vote'),
  );
  const adminNote = h('p', { class: 'note' }, 'Admins run the night: they do not vote.');
  const joinCode = joinCodePanel(state.joinCode, (code) => {
    state.joinCode = code;
  });
  const stageSlot = h('div', { class: 'stage-slot' });
  const stageEmpty = h('p', { class: 'empty' }, 'Nobody is on stage right now.');
  const listTitle = h('h2', { id: 'poems-title' });
  const list = h('div', { class: 'poem-list' });
  const more = h('button', { type: 'button', class: 'button button--secondary button--block', hidden: true }, 'Show more poems');
  const announcer = h('p', { class: 'visually-hidden', 'aria-live': 'polite' });
  const connection = h('p', { class: 'connection', role: 'status' });
  main.replaceChildren(
    h('p', { class: 'eyebrow' }, 'Slam night'),
    heading,
    status.element,
    signIn,
    adminNote,
    joinCode.element,
    h('section', { class: 'stage', 'aria-labelledby': 'stage-title' }, h('h2', { id: 'stage-title' }, 'Now on stage'), stageSlot, stageEmpty),
    h('section', { class: 'poems', 'aria-labelledby': 'poems-title' }, listTitle, list, more),
    announcer,
    connection,
  );

  const cards = new Map<string, PoemCard>();
  const cardOf = (poemId: string): PoemCard => {
    let card = cards.get(poemId);
    if (!card) {
      card = poemCard((id) => void vote(id));
      cards.set(poemId, card);
    }
    return card;
  };

  const offerFor = (poem: PoemState, voting: VotingWindow): VoteOffer => {
    if (state.viewer !== 'voter') return 'none';
    if (poem.viewerIsPoet) return 'own';
    return votesCount(voting) ? 'open' : 'locked';
  };

  let countdown: ReturnType<typeof setInterval> | undefined;

  /** Brings every part up to date with the state; cheap enough to run on every change. */
  const render = (): void => {
    const voting = votingWindow(state.night, state.topicVotingOpen, serverNow(state));
    setText(heading, state.topicTitle);
    const title = `${state.topicTitle} · Slam night · Spoken`;
    if (document.title !== title) document.title = title;
    status.update(voting, serverNow(state), state.topicWinner);
    show(signIn, state.viewer === 'visitor');
    show(adminNote, state.viewer === 'admin');
    joinCode.update(state.viewer === 'voter' && voting.kind === 'open' && voting.roomOnly);

    const winnerId = voting.kind === 'revealed' ? voting.winner?.id : voting.kind === 'topicClosed' ? state.topicWinner?.id : undefined;
    const stageId = state.night.stage?.id;
    const stagePoem = stageId ? state.poems.get(stageId) : undefined;
    for (const [id, poem] of state.poems) cardOf(id).update(poem, offerFor(poem, voting), id === winnerId, state.night.running);
    if (stagePoem) {
      const card = cardOf(stagePoem.id).element;
      if (stageSlot.firstChild !== card) stageSlot.replaceChildren(card);
    } else if (stageSlot.firstChild) {
      stageSlot.replaceChildren();
    }
    show(stageEmpty, !stagePoem);

    const listed = state.order.filter((id) => id !== stagePoem?.id);
    listed.forEach((id, index) => {
      const card = cardOf(id).element;
      // Moved only when out of place: moving an element takes the focus off it.
      if (list.children[index] !== card) list.insertBefore(card, list.children[index] ?? null);
    });
    while (list.children.length > listed.length) list.lastElementChild?.remove();
    setText(listTitle, stagePoem ? 'The other poems' : 'Tonight’s poems');
    show(more, state.pagesRead < state.totalCount);

    // The countdown ticks only while a round is open; its end changes the window, so it renders all.
    if (voting.kind === 'open' && !countdown) countdown = setInterval(render, 1000);
    if (voting.kind !== 'open' && countdown) {
      clearInterval(countdown);
      countdown = undefined;
    }
  };

  const announce = (message: string): void => {
    // Emptied first, so the same words said twice are announced twice.
    announcer.textContent = '';
    setTimeout(() => setText(announcer, message), 50);
  };

  const vote = async (poemId: string): Promise<void> => {
    const poem = state.poems.get(poemId);
    if (!poem || poem.optimistic) return;
    const voting = votingWindow(state.night, state.topicVotingOpen, serverNow(state));
    const needsCode = voting.kind === 'open' && voting.roomOnly;
    if (needsCode && !/^\d{4}$/.test(state.joinCode)) {
      joinCode.ask('Enter the 4-digit code on the screen to vote.');
      return;
    }
    const outcome = await castVote(poem, needsCode ? state.joinCode : null, render);
    if (outcome.kind === 'counted') {
      applyTally(state, outcome.tally);
      announce(outcome.voted ? `Your vote for ${poemTitle(poem)} counts.` : `Your vote for ${poemTitle(poem)} is taken back.`);
    } else if (outcome.error.field === 'joinCode') {
      // A missing, wrong or stale code: said once, beside the field, which asks for the code shown now.
      poem.refusal = null;
      joinCode.ask(outcome.error.message);
    } else {
      // The page may be behind (an event missed, a countdown ended on the server first): catch up.
      void catchUp(false);
    }
    render();
  };

  more.addEventListener('click', () => {
    more.disabled = true;
    request(PhoneMorePoemsQuery, { topicId, first: POEMS_PER_PAGE, offset: state.pagesRead })
      .then((page) => {
        state.totalCount = page.votingPoems.totalCount;
        state.pagesRead += page.votingPoems.nodes.length;
        addPoems(state, page.votingPoems.nodes);
      })
      .catch((error: unknown) => announce(error instanceof ApiError ? error.message : String(error)))
      .finally(() => {
        more.disabled = false;
        render();
      });
  });

  /**
   * When the session changed, or a catch-up cannot bring the page up to date: read everything
   * again, keeping the list's order.
   */
  const refresh = async (): Promise<void> => {
    try {
      const { data: fresh, clockOffsetMs } = await readPage();
      state.clockOffsetMs = clockOffsetMs;
      state.currentAt = Date.parse(fresh.liveShow.serverTime);
      state.viewer = viewerOf(fresh.viewer);
      state.viewerId = fresh.viewer?.id ?? null;
      state.topicTitle = fresh.liveShow.topic.title;
      state.topicVotingOpen = fresh.liveShow.topic.votingOpen;
      state.topicWinner = fresh.topicVoting?.winner ?? null;
      state.totalCount = fresh.votingPoems.totalCount;
      state.pagesRead = Math.max(state.pagesRead, fresh.votingPoems.nodes.length);
      applyNight(state, fresh.liveShow);
      addPoems(state, fresh.votingPoems.nodes);
      if (fresh.liveShow.stage) addPoems(state, [fresh.liveShow.stage]);
      render();
    } catch {
      // Read again when the socket is back, or at the next read while it is away.
    }
  };

  /**
   * Once the socket is (re)connected, over it, and after each try that fails while it is away, over
   * HTTP: reads only what can have changed meanwhile, the night and the tallies changed since the
   * page last knew them, and everything again only when that cannot bring the page up to date:
   * another session, the topic's voting closed (its winner), or a poem on stage the page has not read.
   */
  const catchUp = async (overSocket: boolean): Promise<void> => {
    try {
      const sentAt = Date.now();
      const variables = { topicId, since: state.currentAt - CATCH_UP_MARGIN_MS };
      const news = await (overSocket ? socket.request(PhoneCatchUpQuery, variables) : request(PhoneCatchUpQuery, variables));
      const night = news.liveShow;
      const sessionChanged = (news.viewer?.id ?? null) !== state.viewerId;
      const stageUnknown = night.stage !== null && night.stage !== undefined && !state.poems.has(night.stage.id);
      if (sessionChanged || night.topic.votingOpen !== state.topicVotingOpen || stageUnknown) {
        await refresh();
        return;
      }
      state.clockOffsetMs = Date.parse(night.serverTime) - (sentAt + Date.now()) / 2;
      state.currentAt = Date.parse(night.serverTime);
      applyNight(state, night);
      for (const tally of news.topicTalliesSince) applyTally(state, tally);
      render();
    } catch {
      // Caught up when the socket is back, or at the next try while it is away.
    }
  };

  const keepCurrent = keepCurrentWithoutSocket(() => catchUp(false), () => socket.retryNow());
  const setConnection = (status: SocketStatus): void => {
    setText(connection, status === 'reconnecting' ? 'Reconnecting… the counts may be behind.' : '');
    connection.classList.toggle('is-shown', status === 'reconnecting');
    keepCurrent.status(status);
  };

  const socket = openLiveSocket({
    onConnected: () => void catchUp(true),
    onSessionEnded: () => void refresh(),
    onStatus: setConnection,
    onTryFailed: () => keepCurrent.tryFailed(),
  });
  window.addEventListener('online', () => keepCurrent.online());
  /** A topic hidden mid-night takes the page with it; any other refusal is only said. */
  const onLiveError = (error: ApiError): void => {
    if (error.code !== 'NOT_FOUND') {
      announce(error.message);
      return;
    }
    clearInterval(countdown);
    stopNight();
    stopTallies();
    renderFailure(main, error);
  };
  const stopNight = socket.subscribe(
    PhoneLiveShowSubscription,
    { topicId },
    ({ liveShowChanged: night }) => {
      // The server read its clock before the event travelled here, so a pushed time can only
      // understate the offset: the larger one is nearer the truth.
      state.clockOffsetMs = Math.max(state.clockOffsetMs, Date.parse(night.serverTime) - Date.now());
      if (!applyNight(state, night)) return;
      // A poem on stage that the page has not read yet (beyond the first page, or new) is read with the viewer's view of it.
      if (night.stage && !state.poems.has(night.stage.id)) void refresh();
      render();
    },
    onLiveError,
  );
  const stopTallies = socket.subscribe(
    PhoneTopicVotesSubscription,
    { topicId },
    ({ topicVotes }) => {
      state.currentAt = serverNow(state);
      for (const tally of topicVotes.tallies) applyTally(state, tally);
      if (topicVotes.closed) {
        state.topicVotingOpen = false;
        state.topicWinner = topicVotes.closed.winner ?? null;
      }
      render();
    },
    onLiveError,
  );
  render();
}
