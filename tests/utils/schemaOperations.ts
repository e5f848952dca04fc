import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import type { TestServer } from './server';

/** A value of `type` that passes GraphQL's own validation, so the access check is what decides. */
export function sampleValue(type: GraphQLInputType, uploads: string[], path: string): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, uploads, path);
  if (isListType(type)) return [sampleValue(type.ofType, uploads, `${path}.0`)];
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sampleValue(field.type, uploads, `${path}.${field.name}`)]),
    );
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return randomUUID();
      case 'Int':
        return 1;
      case 'Boolean':
        return true;
      case 'DateTime':
        return '2030-01-01T12:00:00+02:00';
      case 'Upload':
        uploads.push(path);
        return null;
      default:
        return 'sample';
    }
  }
  throw new Error(`no sample for ${String(type)}`);
}

export interface Operation {
  coordinate: string;
  query: string;
  variables: Record<string, unknown>;
  uploads: string[];
}

/** The smallest operation that calls `field` with sample arguments (see sampleValue). */
export function operationFor(kind: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>): Operation {
  const uploads: string[] = [];
  const variables: Record<string, unknown> = {};
  const declarations = field.args.map((arg) => {
    variables[arg.name] = sampleValue(arg.type, uploads, arg.name);
    return `$${arg.name}: ${String(arg.type)}`;
  });
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`);
  const named = getNamedType(field.type);
  const selection = isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
  const query = `${kind}${declarations.length ? `(${declarations.join(', ')})` : ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
  return { coordinate: `${kind}.${field.name}`, query, variables, uploads };
}

/** A digest of every table's rows, to show that a refused call wrote nothing. */
export async function fingerprint(server: TestServer): Promise<string> {
  const rows = async <T>(query: ReturnType<typeof sql.raw>) => ((await server.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ table_name: string }>(
    sql.raw(`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  const digests: string[] = [];
  for (const { table_name: table } of tables) {
    const [result] = await rows<{ digest: string }>(sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table}" t`));
    digests.push(`${table}:${result?.digest}`);
  }
  return digests.join('\n');
}
