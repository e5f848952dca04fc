import type { Resolvers } from '../__generated__/resolvers';
import { findPage, listPages, updatePage } from './pages';

export const pageResolvers: Resolvers = {
  Query: {
    page: (_parent, { key }, context) => findPage(context.runtime.db, key),
    pages: (_parent, _args, context) => listPages(context.runtime.db),
  },
  Mutation: {
    updatePage: async (_parent, { input }, context) => ({ page: await updatePage(context, input) }),
  },
};
