import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { lookUpViewer, type Context } from '../context';
import { AuthenticationError, ForbiddenError } from '../errors';

/** Who may call a root field, as its schema declares. */
export type Access =
  | { kind: 'public' }
  | { kind: 'auth'; role: 'user' | 'admin' | undefined; message?: string; checksOwnSession: boolean };

// The directive's argument arrives as the Role enum's internal value ('admin'), or as its name
// when the enum has no resolvers ('ADMIN'); both mean the same role.
function roleOf(argument: unknown): 'user' | 'admin' | undefined {
  const role = typeof argument === 'string' ? argument.toLowerCase() : undefined;
  return role === 'user' || role === 'admin' ? role : undefined;
}

export class AccessDeclarationError extends Error {
  override name = 'AccessDeclarationError';
}

/**
 * Reads the access declaration of every Query, Mutation and Subscription field. Throws, naming them,
 * when any field declares nothing or declares both @public and @auth.
 */
export function readAccessDeclarations(schema: GraphQLSchema): Map<string, Access> {
  const declarations = new Map<string, Access>();
  const problems: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const coordinate = `${root.name}.${field.name}`;
      const isPublic = getDirective(schema, field, 'public') !== undefined;
      const auth = getDirective(schema, field, 'auth')?.[0];
      if (isPublic === (auth !== undefined)) {
        problems.push(isPublic ? `${coordinate} declares both @public and @auth` : `${coordinate} declares no access (@public or @auth)`);
        continue;
      }
      const role = roleOf(auth?.role);
      if (auth?.role !== undefined && !role) {
        problems.push(`${coordinate} declares an unknown role`);
        continue;
      }
      const message = typeof auth?.message === 'string' ? auth.message : undefined;
      const checksOwnSession = auth?.checksOwnSession === true;
      if (checksOwnSession && role) {
        problems.push(`${coordinate} checks its own session and cannot also declare a role`);
        continue;
      }
      declarations.set(coordinate, isPublic ? { kind: 'public' } : { kind: 'auth', role, checksOwnSession, ...(message ? { message } : {}) });
    }
  }
  if (problems.length > 0) throw new AccessDeclarationError(`Every root field must declare who may call it:\n  ${problems.join('\n  ')}`);
  return declarations;
}

/** Throws the error a caller without the declared access gets. */
export function checkAccess(access: Access, context: Context): void {
  if (access.kind === 'public') return;
  const viewer = context.viewer;
  if (!viewer) throw new AuthenticationError(access.message);
  if (access.role && viewer.user.role !== access.role) {
    throw new ForbiddenError(
      access.role === 'admin' ? 'You do not have permission to access this page' : 'This is only open to poets.',
    );
  }
}

/**
 * Wraps every root field so its declared access is checked before it runs: the session is looked
 * up first (once per request, however many fields ask), except for a field that checks the
 * session in its own statement, which is handed the unchecked session instead. The same schema
 * serves HTTP and WebSocket, so both are guarded by this one wrapper.
 */
export function enforceAccess(schema: GraphQLSchema): GraphQLSchema {
  const declarations = readAccessDeclarations(schema);
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (fieldConfig, fieldName, typeName) => {
      const coordinate = `${typeName}.${fieldName}`;
      const access = declarations.get(coordinate);
      if (!access) throw new AccessDeclarationError(`${coordinate} has no access declaration`);
      const guard = <T extends GraphQLFieldResolver<unknown, Context>>(resolver: T): T =>
        (async (parent, args, context, info) => {
          if (access.kind === 'auth' && access.checksOwnSession) {
            if (!context.viewer && !context.sessionId) throw new AuthenticationError(access.message);
          } else {
            await lookUpViewer(context);
            checkAccess(access, context);
          }
          return resolver(parent, args, context, info);
        }) as T;
      if (typeName === schema.getSubscriptionType()?.name) {
        return { ...fieldConfig, subscribe: guard(fieldConfig.subscribe ?? defaultFieldResolver) };
      }
      return { ...fieldConfig, resolve: guard(fieldConfig.resolve ?? defaultFieldResolver) };
    },
  });
}
