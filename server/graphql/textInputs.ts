import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { UserInputError } from '../errors';

// C0 controls but tab, line feed and carriage return; DEL; C1 controls; a UTF-16 half without its
// other half (which cannot be stored as UTF-8 and would come back as U+FFFD).
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTER_MESSAGE = 'Text cannot contain control characters.';

/** The name of the first argument (or input field) whose text holds a forbidden character. */
function fieldWithForbiddenText(value: unknown, name: string): string | undefined {
  if (typeof value === 'string') return FORBIDDEN.test(value) ? name : undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = fieldWithForbiddenText(item, name);
      if (found) return found;
    }
    return undefined;
  }
  // Plain objects only: uploads arrive as promises and are checked by the media store.
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      const found = fieldWithForbiddenText(item, key);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Wraps every root field so text arguments with control characters are refused before the field
 * runs (on HTTP and WebSocket alike, which share the schema). Postgres cannot store NUL at all, and
 * no name, title, transcript or page needs the others.
 */
export function refuseControlCharacters(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (fieldConfig, _fieldName, typeName) => {
      const guard = <T extends GraphQLFieldResolver<unknown, unknown>>(resolver: T): T =>
        ((parent, args, context, info) => {
          const field = fieldWithForbiddenText(args, 'input');
          if (field) throw new UserInputError(CONTROL_CHARACTER_MESSAGE, field);
          return resolver(parent, args, context, info);
        }) as T;
      if (typeName === schema.getSubscriptionType()?.name) {
        return { ...fieldConfig, subscribe: guard(fieldConfig.subscribe ?? defaultFieldResolver) };
      }
      return { ...fieldConfig, resolve: guard(fieldConfig.resolve ?? defaultFieldResolver) };
    },
  });
}
