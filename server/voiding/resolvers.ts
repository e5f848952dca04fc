import type { Resolvers } from '../__generated__/resolvers';
import { NotFoundError } from '../errors';
import { openRewardCases, resolveRewardCase } from '../rewards/cases';
import { findRewardView } from '../rewards/ledger';
import { findVoiding, poemVoidings, previewVoiding, voidVotes } from './voiding';

export const voidingResolvers: Resolvers = {
  Query: {
    voidVotesPreview: (_parent, { input }, context) => previewVoiding(context, input),
    poemVoidings: (_parent, { poemId }, context) => poemVoidings(context, poemId),
    openRewardCases: (_parent, _args, context) => openRewardCases(context),
  },
  Mutation: {
    voidVotes: (_parent, { input }, context) => voidVotes(context, input),
    resolveRewardCase: async (_parent, { input }, context) => ({ rewardCase: await resolveRewardCase(context, input.id, input.resolution) }),
  },
  RewardCase: {
    reward: async (rewardCase, _args, context) => {
      const reward = await findRewardView(context.runtime.db, rewardCase.rewardId);
      if (!reward) throw new NotFoundError('Reward not found.');
      return reward;
    },
    voiding: (rewardCase, _args, context) => (rewardCase.voidingId ? findVoiding(context.runtime.db, rewardCase.voidingId) : null),
  },
};
