import type { Resolvers } from '../__generated__/resolvers';
import type { Context } from '../context';
import { NotFoundError } from '../errors';
import { poemListChannel, poemListSharing, type PoemListUpdate } from '../fanout/publicLists';
import { SharedUpdates } from '../fanout/sharedUpdates';
import { findSubmissionView } from '../submissions/view';
import { TOPIC_NOT_FOUND, visibleTopic, votingOpen } from '../topics/topics';
import { publicPoemById, publicTallies, topicVoting, votingPoems, type TopicVotingView } from './reads';
import { topicVotesChannel, topicVotesSharing, type TopicVotesUpdate } from '../fanout/tallies';
import { BOUNTY_REWARD_CENTS, BOUNTY_TARGET, MESSAGES, setVote, votedPoemIds } from './votes';

export const voteResolvers: Resolvers = {
  Query: {
    votingPoems: (_parent, args, context) =>
      votingPoems(context, { topicId: args.topicId, search: args.search, sort: args.sort ?? 'votes', first: args.first ?? 20, offset: args.offset ?? 0 }),
    topicVoting: (_parent, { topicId }, context) => topicVoting(context, topicId),
    topicTalliesSince: async (_parent, { topicId, since }, context) => {
      if (!(await visibleTopic(context, topicId))) throw new NotFoundError(TOPIC_NOT_FOUND);
      return context.runtime.tallies.changedSince(topicId, since) ?? publicTallies(context, topicId);
    },
  },
  Mutation: {
    setVote: (_parent, { input }, context) => setVote(context, input.poemId, input.voted, input.joinCode ?? null),
  },
  SetVotePayload: {
    poem: async (outcome, _args, context) => {
      const poem = await findSubmissionView(context.runtime.db, outcome.poemId);
      if (!poem) throw new NotFoundError(MESSAGES.unavailable);
      return { ...poem, viewerHasVoted: outcome.voted };
    },
  },
  Subscription: {
    topicVotes: {
      // Only a topic the caller may see: watching unknown or inactive topics is refused, not kept open.
      // Every watcher of a topic is sent the same: results are made once per update, for all of them.
      subscribe: async (_parent, { topicId }, context) => {
        if (!(await visibleTopic(context, topicId))) throw new NotFoundError(TOPIC_NOT_FOUND);
        return new SharedUpdates(topicVotesChannel(topicId), topicVotesSharing);
      },
      // Synchronous for tallies, so a batch's result is made and written to every watcher in one pass.
      resolve: (update: TopicVotesUpdate, { topicId }: { topicId: string }, context: Context) =>
        update.closed
          ? topicVoting(context, topicId).then((closed) => ({ topicId, tallies: update.tallies, closed }))
          : { topicId, tallies: update.tallies, closed: null },
    },
    poemListChanged: {
      // The poems are read once per change for every watcher (who would otherwise all read the list
      // again at once), and carry no viewer's own state.
      subscribe: async (_parent, { topicId }, context) => {
        if (!(await visibleTopic(context, topicId))) throw new NotFoundError(TOPIC_NOT_FOUND);
        return new SharedUpdates<PoemListUpdate>(poemListChannel(topicId), poemListSharing);
      },
      resolve: async (update: PoemListUpdate, { topicId }: { topicId: string }, context: Context) => {
        const published = await Promise.all(update.published.map((id) => publicPoemById(context, id)));
        return { topicId, published: published.filter((poem) => poem !== null), removed: update.removed };
      },
    },
  },
  Poem: {
    viewerHasVoted: async (poem, _args, context) => {
      if (poem.viewerHasVoted !== undefined) return poem.viewerHasVoted;
      if (!context.viewer) return false;
      return (await votedPoemIds(context.runtime.db, context.viewer.user.id, [poem.id])).has(poem.id);
    },
    viewerIsPoet: (poem, _args, context) => poem.userId === context.viewer?.user.id,
    frozen: (poem) => poem.reachedTargetAt !== null,
  },
  Submission: {
    frozen: (submission) => submission.reachedTargetAt !== null,
  },
  TopicVoting: {
    topicId: (view: TopicVotingView) => view.topic.id,
    votingEndsAt: (view: TopicVotingView) => view.topic.votingEndsAt,
    votingOpen: (view: TopicVotingView) => votingOpen(view.topic),
    bountyTarget: () => BOUNTY_TARGET,
    bountyCents: () => BOUNTY_REWARD_CENTS,
    bountyPoem: (view: TopicVotingView, _args: unknown, context: Context) => publicPoemById(context, view.bountySubmissionId),
    winner: (view: TopicVotingView, _args: unknown, context: Context) => publicPoemById(context, view.result?.submissionId ?? null),
    decidedAt: (view: TopicVotingView) => view.result?.decidedAt ?? null,
  },
};
