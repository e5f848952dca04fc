import type { Resolvers } from '../__generated__/resolvers';
import { readSiteSettings, updateSiteSettings } from './siteSettings';

export const siteSettingResolvers: Resolvers = {
  Query: {
    siteSettings: (_parent, _args, context) => readSiteSettings(context.runtime.db),
  },
  Mutation: {
    updateSiteSettings: async (_parent, { input }, context) => ({ siteSettings: await updateSiteSettings(context, input) }),
  },
};
