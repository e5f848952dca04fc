import { GraphQLUpload } from 'graphql-upload-minimal';
import type { Resolvers } from '../__generated__/resolvers';
import { accountResolvers } from '../accounts/resolvers';
import { auditResolvers } from '../audit/resolvers';
import { beatResolvers } from '../beats/resolvers';
import { galleryResolvers } from '../gallery/resolvers';
import { integrityResolvers } from '../integrity/resolvers';
import { liveShowResolvers } from '../live/resolvers';
import { pageResolvers } from '../textPages/resolvers';
import { rewardResolvers } from '../rewards/resolvers';
import { siteRuleResolvers } from '../siteRules/resolvers';
import { siteSettingResolvers } from '../siteSettings/resolvers';
import { submissionResolvers } from '../submissions/resolvers';
import { voteResolvers } from '../votes/resolvers';
import { voidingResolvers } from '../voiding/resolvers';
import { topicResolvers } from '../topics/resolvers';
import { enumValues } from './enums';
import { DateTime } from './scalars';

/**
 * Every domain's resolvers in one map. A type may be extended by several domains (the root types,
 * Account with the ledger's total), but no field may be resolved twice.
 */
export function mergeResolvers(...domains: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const domain of domains) {
    for (const [typeName, fields] of Object.entries(domain) as [string, Record<string, unknown>][]) {
      if (Object.getPrototypeOf(fields) !== Object.prototype) {
        // A scalar (GraphQLScalarType) is taken whole.
        if (typeName in merged) throw new Error(`${typeName} is resolved by two domains`);
        merged[typeName] = fields;
        continue;
      }
      const target = (merged[typeName] ??= {});
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in target) throw new Error(`${typeName}.${field} is resolved by two domains`);
        target[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}

export const resolvers: Resolvers = mergeResolvers({ DateTime, Upload: GraphQLUpload, ...enumValues }, accountResolvers, topicResolvers, pageResolvers, galleryResolvers, beatResolvers, submissionResolvers, rewardResolvers, voteResolvers, voidingResolvers, liveShowResolvers, integrityResolvers, auditResolvers, siteSettingResolvers, siteRuleResolvers);
