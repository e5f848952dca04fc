import { eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers';
import { integrityScores } from '../db/schema';
import { isAdmin } from '../sessions/viewer';
import { computeSignals } from './signals';

export const integrityResolvers: Resolvers = {
  Query: {
    integritySignals: (_parent, { poemId }, context) => computeSignals(context.runtime.db, poemId),
  },
  Submission: {
    integrityScore: async (submission, _args, context) => {
      if (!isAdmin(context.viewer)) return null;
      if (submission.integrityScore !== undefined) return submission.integrityScore;
      const [row] = await context.runtime.db
        .select({ score: integrityScores.score })
        .from(integrityScores)
        .where(eq(integrityScores.submissionId, submission.id));
      return row?.score ?? null;
    },
  },
};
