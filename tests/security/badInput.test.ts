import { sql } from 'drizzle-orm';
import { getDirective } from '@graphql-tools/utils';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
} from 'graphql';
import { readAccessDeclarations, type Access } from '../../server/graphql/access';
import { resolvers } from '../../server/graphql/resolvers';
import { createSchema, loadTypeDefs } from '../../server/graphql/schema';
import { INTERNAL_ERROR_MESSAGE } from '../../server/errors';
import { CONTROL_CHARACTER_MESSAGE, LINE_BREAK_MESSAGE } from '../../server/graphql/textInputs';
import { HTTP_ONLY_MESSAGE } from '../../server/socket/operations';
import { gql, type GraphQLResponse } from '../utils/graphql';
import { mp4Bytes } from '../utils/mediaFiles';
import { fingerprint, operationFor, type Operation } from '../utils/schemaOperations';
import { seedApprovedPoem, seedSubmission, seedTopic, seedUser, signIn } from '../utils/scenarios';
import { openSocket, runOnSocket, type Socket } from '../utils/sockets';
import { uploadGql } from '../utils/upload';
import { withTestServer } from '../utils/withTestServer';

type Role = 'visitor' | 'poet' | 'admin';
type Errors = NonNullable<GraphQLResponse['errors']>;

/** Who calls a mutation in this suite: the least role its declaration allows, so that its input is what is tested. */
function callerOf(access: Access): Role {
  if (access.kind === 'public') return 'visitor';
  return access.role === 'admin' ? 'admin' : 'poet';
}

/** Text a person might send by mistake or an attacker on purpose. */
const TEXTS: Record<string, string> = {
  empty: '',
  blank: '   ',
  huge: 'x'.repeat(200_000),
  nul: 'poem\u0000title',
  controls: 'bell\u0007 escape\u001b[31m delete\u007f',
  'C1 control': 'next\u0085line',
  'lone surrogate': 'half \ud800 a pair',
  'right-to-left override': 'cool\u202Egpj.exe',
  'combining and zero-width': 'e\u0301\u200B\uFEFF',
  emoji: '🎤🔥'.repeat(500),
  'SQL injection': "'; DROP TABLE users; -- ' OR '1'='1",
  'HTML injection': '<script>alert(1)</script><img src=x onerror=alert(1)>',
};

/** The cases whose text must be refused as control characters. */
const CONTROL_CASES = / (nul|controls|C1 control|lone surrogate)$/;

/** Values of the wrong type for a leaf of type `named`. */
function wrongTypes(named: GraphQLNamedType): unknown[] {
  if (isEnumType(named)) return ['NOT_A_VALUE', 1];
  switch (named.name) {
    case 'Int':
      return ['12', 1.5, 2 ** 53, true];
    case 'Boolean':
      return ['true', 1];
    case 'DateTime':
      return ['tomorrow', '2030-13-45T99:99:99Z', 1e20];
    case 'Upload':
      return [];
    default:
      return [12345, true, { nested: 'object' }, ['list']];
  }
}

interface Leaf {
  /** Path in the variables, e.g. ['input', 'title']. */
  path: string[];
  named: GraphQLNamedType;
  /** 'Type.field' of the input field holding it, or 'argument' for an argument's own value. */
  coordinate: string;
}

/** Every scalar or enum an argument's input holds, optional fields included. */
function leavesOf(type: GraphQLInputType, path: string[], coordinate = path[0] as string): Leaf[] {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return leavesOf(inner.ofType, [...path, '0'], coordinate);
  if (isInputObjectType(inner)) {
    return Object.values(inner.getFields()).flatMap((field) => leavesOf(field.type, [...path, field.name], `${inner.name}.${field.name}`));
  }
  return [{ path, named: getNamedType(inner), coordinate }];
}

/** `variables` with the value at `path` replaced (containers made on the way). */
function withValue(variables: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(variables);
  let target: Record<string, unknown> = copy;
  path.slice(0, -1).forEach((key, index) => {
    target[key] ??= /^\d+$/.test(path[index + 1] as string) ? [] : {};
    target = target[key] as Record<string, unknown>;
  });
  target[path.at(-1) as string] = value;
  return copy;
}

interface Case {
  mutation: string;
  label: string;
  variables: Record<string, unknown>;
}

function casesOf(operation: Operation, field: GraphQLField<unknown, unknown>, otherIds: Record<string, string>): Case[] {
  const cases: Case[] = [];
  for (const arg of field.args) {
    for (const leaf of leavesOf(arg.type, [arg.name])) {
      const at = (label: string, value: unknown) =>
        cases.push({ mutation: field.name, label: `${leaf.path.join('.')} ${label}`, variables: withValue(operation.variables, leaf.path, value) });
      for (const value of wrongTypes(leaf.named)) at(`as ${JSON.stringify(value)}`, value);
      if (leaf.named.name === 'String' || leaf.named.name === 'ID') {
        for (const [label, text] of Object.entries(TEXTS)) at(label, text);
      }
      if (leaf.named.name === 'ID') for (const [label, id] of Object.entries(otherIds)) at(label, id);
    }
  }
  return cases;
}

/** What is wrong with an answer to bad input: nothing when it is a clear refusal or a correct result. */
function problemWith(response: { status: number; errors?: Errors; data?: unknown }): string | undefined {
  if (response.status >= 500) return `status ${response.status}`;
  const errors = response.errors ?? [];
  if (errors.some((error) => error.message === INTERNAL_ERROR_MESSAGE || error.extensions?.code === 'INTERNAL_SERVER_ERROR')) return INTERNAL_ERROR_MESSAGE;
  if (errors.some((error) => !error.message?.trim())) return 'an error without a message';
  if (errors.length === 0 && !response.data) return 'neither data nor errors';
  return undefined;
}

describe('bad input to every mutation', () => {
  const given = withTestServer({ people: true });
  let otherIds: Record<string, string>;
  const schema = createSchema(loadTypeDefs(), resolvers);
  const access = readAccessDeclarations(schema);
  const mutations = Object.values(schema.getMutationType()?.getFields() ?? {});

  beforeAll(async () => {
    const topic = await seedTopic(given.server.db);
    const theirPending = await seedSubmission(given.server.db, { userId: given.otherPoet.user.id, topicId: topic.id });
    const theirPoem = await seedApprovedPoem(given.server, topic.id, { userId: given.otherPoet.user.id });
    otherIds = {
      "another poet's id": given.otherPoet.user.id,
      "another poet's pending submission": theirPending.id,
      "another poet's approved poem": theirPoem.id,
      "another admin's id": (await seedUser(given.server.db, { role: 'admin' })).id,
    };
  });

  const token = async (role: Role) => (role === 'visitor' ? undefined : (await signIn(given.server, given[role].user)).token);

  async function tableCount(): Promise<number> {
    const result = (await given.server.db.execute(sql.raw(`select count(*)::int as count from information_schema.tables where table_schema = 'public'`))) as unknown as { rows: { count: number }[] };
    return result.rows[0]?.count ?? 0;
  }

  /** Control characters and broken UTF-16 anywhere in the database's text. */
  async function wronglyStoredText(): Promise<string[]> {
    const rows = async <T>(query: string) => ((await given.server.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
    const columns = await rows<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public' and data_type in ('text', 'character varying')`,
    );
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const [result] = await rows<{ count: number }>(
        `select count(*)::int as count from "${table}" where "${column}" ~ E'[\\\\x01-\\\\x08\\\\x0B\\\\x0C\\\\x0E-\\\\x1F\\\\x7F-\\\\x9F\\\\uFFFD]'`,
      );
      if (result && result.count > 0) found.push(`${table}.${column}: ${result.count} rows`);
    }
    return found;
  }

  it('answers every bad argument with a clear error or a correct result over HTTP, stores no control character, and drops no table', async () => {
    const tablesBefore = await tableCount();
    const problems: string[] = [];
    const counts: Record<string, number> = {};
    for (const field of mutations) {
      const declared = access.get(`Mutation.${field.name}`);
      if (!declared) throw new Error(`Mutation.${field.name} declares no access`);
      const operation = operationFor('mutation', field);
      const cases = casesOf(operation, field, otherIds);
      counts[field.name] = cases.length;
      const bearer = await token(callerOf(declared));
      for (const testCase of cases) {
        const files = Object.fromEntries(operation.uploads.map((path) => [path, { content: mp4Bytes(), name: 'sample.mp4' }]));
        const response =
          operation.uploads.length === 0
            ? await gql(given.server, operation.query, testCase.variables, { token: bearer })
            : await uploadGql(given.server, operation.query, testCase.variables, files, { token: bearer });
        const problem = problemWith(response);
        if (problem) problems.push(`${testCase.mutation} ${testCase.label}: ${problem}`);
        if (CONTROL_CASES.test(testCase.label) && response.errors?.[0]?.message !== CONTROL_CHARACTER_MESSAGE) {
          problems.push(`${testCase.mutation} ${testCase.label}: answered ${JSON.stringify(response.errors?.[0]?.message ?? response.data)}`);
        }
      }
    }
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    process.stdout.write(`bad-input cases over HTTP (${given.server.engine}): ${total} in all\n${Object.entries(counts).map(([name, count]) => `  ${name}: ${count}`).join('\n')}\n`);
    expect(problems).toEqual([]);
    expect(Object.keys(counts)).toHaveLength(mutations.length);
    expect(await wronglyStoredText()).toEqual([]);
    expect(await tableCount()).toBe(tablesBefore);
    // About 1,500 requests one after another, wrong passwords slowed as for anyone.
  }, 180_000);

  it('refuses a line break or tab in every single-line text of every mutation, changing nothing, and keeps them in multi-line text', async () => {
    const isText = (leaf: Leaf) => leaf.named.name === 'String' || leaf.named.name === 'ID';
    const multiline = (field: GraphQLField<unknown, unknown>, leaf: Leaf) => {
      const [type, name] = leaf.coordinate.split('.');
      const declared = name ? schema.getType(type as string) : undefined;
      const holder = isInputObjectType(declared) ? declared.getFields()[name as string] : field.args.find((arg) => arg.name === leaf.coordinate);
      return holder !== undefined && getDirective(schema, holder, 'multiline') !== undefined;
    };
    const texts = mutations.flatMap((field) =>
      field.args.flatMap((arg) => leavesOf(arg.type, [arg.name])).filter(isText).map((leaf) => ({ field, leaf, multiline: multiline(field, leaf) })),
    );
    // Text people write in several lines; everything else (names, titles, emails, bank fields, beat details, codes, ids) is one line.
    expect(texts.filter((text) => text.multiline).map((text) => text.leaf.coordinate).sort()).toEqual([
      'ApproveSubmissionInput.feedback',
      'CreateTopicInput.description',
      'RejectSubmissionInput.reason',
      'ResolveRewardCaseInput.resolution',
      'SetUserBlockedInput.reason',
      'SubmitPoemInput.transcript',
      'TakeDownSubmissionInput.reason',
      'UpdatePageInput.content',
      'UpdateTopicInput.description',
      'VoidRewardInput.reason',
      'VoidVotesInput.reason',
    ]);
    for (const coordinate of ['RegisterInput.name', 'CreateTopicInput.title', 'BankDetailsInput.accountHolder', 'BankDetailsInput.bankName', 'UploadBeatInput.title', 'UploadBeatInput.artist']) {
      expect(texts.some((text) => text.leaf.coordinate === coordinate && !text.multiline)).toBe(true);
    }

    // Signed in once each: a sign-in writes a session.
    const bearers: Record<Role, string | undefined> = { visitor: undefined, poet: await token('poet'), admin: await token('admin') };
    const send = async (field: GraphQLField<unknown, unknown>, leaf: Leaf, value: string) => {
      const operation = operationFor('mutation', field);
      const declared = access.get(`Mutation.${field.name}`);
      if (!declared) throw new Error(`Mutation.${field.name} declares no access`);
      const variables = withValue(operation.variables, leaf.path, value);
      const bearer = bearers[callerOf(declared)];
      const files = Object.fromEntries(operation.uploads.map((path) => [path, { content: mp4Bytes(), name: 'sample.mp4' }]));
      const response =
        operation.uploads.length === 0
          ? await gql(given.server, operation.query, variables, { token: bearer })
          : await uploadGql(given.server, operation.query, variables, files, { token: bearer });
      return response.errors?.[0];
    };
    const named = (leaf: Leaf) => leaf.path.filter((part) => !/^\d+$/.test(part)).at(-1);
    const problems: string[] = [];
    const before = await fingerprint(given.server);
    for (const { field, leaf } of texts.filter((text) => !text.multiline)) {
      for (const [value, message] of [['first\r\nsecond', LINE_BREAK_MESSAGE], ['first\nsecond', LINE_BREAK_MESSAGE], ['first\u2028second', LINE_BREAK_MESSAGE], ['first\tsecond', CONTROL_CHARACTER_MESSAGE]]) {
        const refusal = await send(field, leaf, value as string);
        if (refusal?.message !== message || refusal?.extensions?.field !== named(leaf)) {
          problems.push(`${field.name} ${leaf.path.join('.')} ${JSON.stringify(value)}: answered ${JSON.stringify(refusal ?? 'no error')}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await fingerprint(given.server)).toBe(before);

    for (const { field, leaf } of texts.filter((text) => text.multiline)) {
      const refusal = await send(field, leaf, 'a first line\r\n\tand an indented second');
      if (refusal?.message === LINE_BREAK_MESSAGE || refusal?.message === CONTROL_CHARACTER_MESSAGE) problems.push(`${field.name} ${leaf.path.join('.')}: refused`);
      const bell = await send(field, leaf, 'a line\nwith a bell\u0007');
      if (bell?.message !== CONTROL_CHARACTER_MESSAGE) problems.push(`${field.name} ${leaf.path.join('.')} with a bell: answered ${JSON.stringify(bell ?? 'no error')}`);
    }
    expect(problems).toEqual([]);
  });

  it('answers the same over the WebSocket, where the session mutations are refused outright', async () => {
    const sockets: Partial<Record<Role, Socket>> = {};
    const socketFor = async (role: Role) => (sockets[role] ??= await openSocket(given.server, { token: await token(role) }));
    const problems: string[] = [];
    let total = 0;
    try {
      for (const field of mutations) {
        const declared = access.get(`Mutation.${field.name}`);
        if (!declared) continue;
        const operation = operationFor('mutation', field);
        // Uploads travel over HTTP only; and a socket's messages are capped at 64 KB (tests/security/operations).
        if (operation.uploads.length > 0) continue;
        const cases = casesOf(operation, field, otherIds).filter((testCase) => !testCase.label.endsWith(' huge'));
        const socket = await socketFor(callerOf(declared));
        for (const testCase of cases) {
          total += 1;
          const response = { status: 200, ...(await runOnSocket(socket, operation.query, testCase.variables)) };
          const problem = problemWith(response);
          if (problem) problems.push(`${testCase.mutation} ${testCase.label}: ${problem}`);
          const expected = response.errors?.[0]?.message === HTTP_ONLY_MESSAGE ? HTTP_ONLY_MESSAGE : CONTROL_CHARACTER_MESSAGE;
          if (CONTROL_CASES.test(testCase.label) && response.errors?.[0]?.message !== expected) {
            problems.push(`${testCase.mutation} ${testCase.label}: answered ${JSON.stringify(response.errors?.[0]?.message ?? response.data)}`);
          }
        }
      }
    } finally {
      await Promise.all(Object.values(sockets).map((socket) => socket.dispose()));
    }
    process.stdout.write(`bad-input cases over the WebSocket (${given.server.engine}): ${total}\n`);
    expect(problems).toEqual([]);
    expect(await wronglyStoredText()).toEqual([]);
  });
});
