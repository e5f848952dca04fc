import type { Resolvers } from '../__generated__/resolvers';
import { siteRules } from './siteRules';

export const siteRuleResolvers: Resolvers = {
  Query: {
    siteRules: (_parent, _args, context) => siteRules(context.runtime.config),
  },
};
