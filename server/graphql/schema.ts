import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { IResolvers } from '@graphql-tools/utils';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers';
import { enforceAccess } from './access';
import { refuseControlCharacters } from './textInputs';

const schemaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema');

/** The SDL of every domain, from schema/*.graphql. */
export function loadTypeDefs(dir = schemaDir): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'));
}

/**
 * Builds the executable schema; throws when a root field does not declare its access. Each root
 * field checks access first, then that its text holds no control characters.
 */
export function createSchema(typeDefs: string[], resolvers: Resolvers): GraphQLSchema {
  return enforceAccess(refuseControlCharacters(makeExecutableSchema({ typeDefs, resolvers: resolvers as IResolvers })));
}
