import type { Resolvers } from '../__generated__/resolvers';
import { isAdmin } from '../sessions/viewer';
import { computeSignals } from './signals';
import { storedScores } from './stored';

export const integrityResolvers: Resolvers = {
  Query: {
    integritySignals: (_parent, { poemId }, context) => computeSignals(context.runtime.db, poemId),
  },
  Submission: {
    integrityScore: async (submission, _args, context) => {
      if (!isAdmin(context.viewer)) return null;
      // A list that loaded every score at once carries it; a single submission asks.
      if (submission.integrityScore !== undefined) return submission.integrityScore;
      return (await storedScores(context.runtime.db, [submission.id])).get(submission.id) ?? null;
    },
  },
};
