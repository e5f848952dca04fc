import type { Resolvers } from '../__generated__/resolvers';
import type { Context } from '../context';
import { NotFoundError } from '../errors';
import type { EventOf } from '../events/types';
import type { SubmissionView } from '../submissions/view';
import { publicPoemById } from '../votes/reads';
import { TOPIC_NOT_FOUND, visibleTopic } from '../topics/topics';
import { currentJoinCode } from './joinCodes';
import { keptNightsOf } from './keptNights';
import {
  closeRound,
  endShow,
  liveShowAfter,
  liveShowOf,
  openRound,
  revealWinner,
  roundIsOpen,
  runningLiveShows,
  runningShow,
  spotlightPoem,
  type LiveShowView,
} from './shows';

// A night read for an event is shared by every phone watching it: its poems are read once for all.
const poemsRead = new WeakMap<LiveShowView, Map<string, Promise<SubmissionView | null>>>();

/** The poem with its newest count: a kept poem's counts follow the tallies this instance handed out since it was read. */
function withNewestTally(poem: SubmissionView, context: Context): SubmissionView {
  const tally = context.runtime.tallies.newerTally(poem);
  if (!tally) return poem;
  // Of when it reached the target, the API shows only whether it has (frozen).
  const reachedTargetAt = tally.frozen ? (poem.reachedTargetAt ?? new Date()) : null;
  return { ...poem, voteCount: tally.voteCount, voteVersion: tally.voteVersion, nightVoteCount: tally.nightVoteCount, reachedTargetAt };
}

function poemOf(view: LiveShowView, id: string | null, context: Context): Promise<SubmissionView | null> | null {
  if (!id) return null;
  let poems = poemsRead.get(view);
  if (!poems) poemsRead.set(view, (poems = new Map()));
  let poem = poems.get(id);
  if (!poem) {
    const kept = keptNightsOf(context.runtime).poem(view.topic.id, id, () => publicPoemById(context, id));
    poems.set(id, (poem = kept.then((read) => read && withNewestTally(read, context))));
  }
  return poem;
}

export const liveShowResolvers: Resolvers = {
  Query: {
    liveShow: (_parent, { topicId }, context) => liveShowOf(context, topicId),
    runningLiveShows: (_parent, _args, context) => runningLiveShows(context.runtime.db),
    liveJoinCode: (_parent, { topicId }, context) => currentJoinCode(context, topicId),
  },
  Mutation: {
    spotlightPoem: async (_parent, { input }, context) => ({ show: await spotlightPoem(context, input.topicId, input.poemId ?? null) }),
    openLiveRound: async (_parent, { input }, context) => ({ show: await openRound(context, input) }),
    closeLiveRound: async (_parent, { input }, context) => ({ show: await closeRound(context, input.topicId) }),
    revealLiveWinner: async (_parent, { input }, context) => ({ show: await revealWinner(context, input.topicId, input.decidedBy ?? 'night') }),
    endLiveShow: async (_parent, { input }, context) => ({ show: await endShow(context, input.topicId) }),
  },
  Subscription: {
    liveShowChanged: {
      // Only a topic the caller may see, checked once; the night's changes are rare and small.
      subscribe: async (_parent, { topicId }, context) => {
        if (!(await visibleTopic(context, topicId))) throw new NotFoundError(TOPIC_NOT_FOUND);
        return context.runtime.hub.subscribe('live.changed', (event) => event.topicId === topicId);
      },
      resolve: async (event: EventOf<'live.changed'>, _args: unknown, context: Context) => {
        const view = await liveShowAfter(context.runtime.db, event);
        // A topic hidden mid-night: its watchers are told it is gone.
        if (!view.topic.active) throw new NotFoundError(TOPIC_NOT_FOUND);
        return view;
      },
    },
  },
  LiveShow: {
    topicId: (view: LiveShowView) => view.topic.id,
    topic: (view: LiveShowView) => view.topic,
    running: (view: LiveShowView) => runningShow(view) !== undefined,
    stage: (view: LiveShowView, _args: unknown, context: Context) => poemOf(view, runningShow(view)?.stagePoemId ?? null, context),
    round: (view: LiveShowView) => view.round ?? null,
    revealedAt: (view: LiveShowView) => runningShow(view)?.revealedAt ?? null,
    winner: (view: LiveShowView, _args: unknown, context: Context) => {
      const show = runningShow(view);
      return show?.revealedAt ? poemOf(view, show.revealedPoemId, context) : null;
    },
    version: (view: LiveShowView) => view.show?.version ?? 0,
    serverTime: (view: LiveShowView) => view.serverTime,
  },
  LiveRound: {
    open: (round) => roundIsOpen(round),
  },
};
