import type { Resolvers } from '../__generated__/resolvers';
import { publicReadDb, type Context } from '../context';
import { pageChannel, rereadSharing } from '../fanout/publicLists';
import { SharedUpdates } from '../fanout/sharedUpdates';
import { findPage, listPages, updatePage, type PageKey } from './pages';

export const pageResolvers: Resolvers = {
  Query: {
    page: (_parent, { key }, context) => findPage(publicReadDb(context), key),
    pages: (_parent, _args, context) => listPages(publicReadDb(context)),
  },
  Mutation: {
    updatePage: async (_parent, { input }, context) => ({ page: await updatePage(context, input) }),
  },
  Subscription: {
    pageChanged: {
      // Read once per save for every reader of the page.
      subscribe: (_parent, { key }) => new SharedUpdates(pageChannel(key), rereadSharing),
      resolve: (_update: unknown, { key }: { key: PageKey }, context: Context) => findPage(context.runtime.db, key),
    },
  },
};
