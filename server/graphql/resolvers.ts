import type { Resolvers } from '../__generated__/resolvers';
import { accountResolvers } from '../accounts/resolvers';
import { DateTime } from './scalars';

const ROOTS = ['Query', 'Mutation', 'Subscription'] as const;

/** Every domain's resolvers in one map; root fields merge, other types belong to one domain. */
export function mergeResolvers(...domains: Resolvers[]): Resolvers {
  const merged: Record<string, unknown> = {};
  for (const domain of domains) {
    for (const [typeName, fields] of Object.entries(domain)) {
      if ((ROOTS as readonly string[]).includes(typeName)) {
        merged[typeName] = { ...(merged[typeName] as object | undefined), ...fields };
      } else if (typeName in merged) {
        throw new Error(`${typeName} is resolved by two domains`);
      } else {
        merged[typeName] = fields;
      }
    }
  }
  return merged as Resolvers;
}

export const resolvers: Resolvers = mergeResolvers({ DateTime }, accountResolvers);
