import {
  GraphQLError,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
  type OperationTypeNode,
} from 'graphql';
import { ForbiddenError } from '../errors';

/**
 * Mutations that start or end sessions, or check a password, passcode or mailed token. They answer
 * over HTTP only: a socket has no cookie to set or clear, and one socket sending many of them
 * would be a fast way to guess.
 */
const HTTP_ONLY_MUTATIONS = [
  'register',
  'registerAdmin',
  'verifyEmail',
  'resendVerification',
  'login',
  'adminLogin',
  'googleSignIn',
  'requestPasswordReset',
  'resetPassword',
  'logout',
  'changePassword',
  'deleteAccount',
  'setUserBlocked',
  'stepDownAdmin',
  'saveBankDetails',
] as const;

export const HTTP_ONLY_MESSAGE = 'Signing in and out and account security work over HTTP only.';

/** The Mutation fields a socket refuses; throws at start-up if the schema lost one of them. */
export function httpOnlyMutations(schema: GraphQLSchema): ReadonlySet<string> {
  const fields = schema.getMutationType()?.getFields() ?? {};
  const missing = HTTP_ONLY_MUTATIONS.filter((name) => !(name in fields));
  if (missing.length > 0) throw new Error(`HTTP-only mutations missing from the schema: ${missing.join(', ')}`);
  return new Set(HTTP_ONLY_MUTATIONS);
}

/** True when the document selects one of `names` on the Mutation type, directly or in a fragment. */
export function selectsMutation(schema: GraphQLSchema, document: DocumentNode, names: ReadonlySet<string>): boolean {
  const mutationType = schema.getMutationType();
  if (!mutationType) return false;
  const typeInfo = new TypeInfo(schema);
  let found = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (typeInfo.getParentType() === mutationType && names.has(node.name.value)) found = true;
      },
    }),
  );
  return found;
}

/** The refusal of an HTTP-only mutation over a socket. */
export function httpOnlyRefusal(): GraphQLError[] {
  return [new ForbiddenError(HTTP_ONLY_MESSAGE)];
}

/** Subscriptions one socket may hold; the web app's busiest screen (the admin's) holds five. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 20;
/** Queries and mutations one socket may have running at once (the web app sends these over HTTP). */
export const MAX_OPERATIONS_IN_FLIGHT = 10;

/**
 * Counts what one socket has running: the operations graphql-ws still holds (`running`, by id), each
 * marked as a subscription or not when it was admitted.
 */
export class SocketOperations {
  private readonly kinds = new Map<string, boolean>();

  /** Admits operation `id`, or answers why not. */
  admit(id: string, operation: OperationTypeNode, running: Readonly<Record<string, unknown>>): GraphQLError[] | undefined {
    for (const known of this.kinds.keys()) if (!(known in running)) this.kinds.delete(known);
    const subscription = operation === 'subscription';
    let same = 0;
    for (const kind of this.kinds.values()) if (kind === subscription) same += 1;
    const limit = subscription ? MAX_SUBSCRIPTIONS_PER_SOCKET : MAX_OPERATIONS_IN_FLIGHT;
    if (same >= limit) {
      const what = subscription ? `${limit} subscriptions` : `${limit} operations running`;
      return [new GraphQLError(`A connection may have at most ${what} at once.`, { extensions: { code: 'TOO_MANY_OPERATIONS' } })];
    }
    this.kinds.set(id, subscription);
    return undefined;
  }
}
