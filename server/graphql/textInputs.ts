import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLFieldResolver,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { UserInputError } from '../errors';

// C0 controls but tab, line feed and carriage return; DEL; C1 controls; a UTF-16 half without its
// other half (which cannot be stored as UTF-8 and would come back as U+FFFD). No text may hold them.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// What only text of several lines may hold: line and paragraph breaks, and tab for indenting a verse.
const LINE_BREAK = /[\n\r\u2028\u2029]/;
const TAB = /\t/;

export const CONTROL_CHARACTER_MESSAGE = 'Text cannot contain control characters.';
export const LINE_BREAK_MESSAGE = 'This must be a single line: it cannot contain line breaks.';

/** The refusal of `text` in a field of `multiline` text, if it is refused. */
function refusalOf(text: string, multiline: boolean): string | undefined {
  if (CONTROL.test(text) || (!multiline && TAB.test(text))) return CONTROL_CHARACTER_MESSAGE;
  if (!multiline && LINE_BREAK.test(text)) return LINE_BREAK_MESSAGE;
  return undefined;
}

interface Refusal {
  field: string;
  message: string;
}

/** 'Type.field' of every input field, and 'Root.field.argument' of every argument, marked `@multiline`. */
function multilineFields(schema: GraphQLSchema): Set<string> {
  const marked = (field: GraphQLInputField | GraphQLArgument) => getDirective(schema, field, 'multiline') !== undefined;
  const found = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (marked(field)) found.add(`${type.name}.${field.name}`);
    } else if (isObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        for (const arg of field.args) if (marked(arg)) found.add(`${type.name}.${field.name}.${arg.name}`);
      }
    }
  }
  return found;
}

/** The first text in `value` (of `type`, in a field named `name`) its field refuses. */
function refusalIn(value: unknown, type: GraphQLInputType, name: string, multiline: boolean, multilineFields: Set<string>): Refusal | undefined {
  if (value === null || value === undefined) return undefined;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const found = refusalIn(item, inner.ofType, name, multiline, multilineFields);
      if (found) return found;
    }
    return undefined;
  }
  if (isInputObjectType(inner)) {
    for (const field of Object.values(inner.getFields())) {
      const fieldValue = (value as Record<string, unknown>)[field.name];
      const found = refusalIn(fieldValue, field.type, field.name, multilineFields.has(`${inner.name}.${field.name}`), multilineFields);
      if (found) return found;
    }
    return undefined;
  }
  // Uploads arrive as promises and are checked by the media store; other scalars are parsed already.
  const scalar = getNamedType(inner).name;
  if (typeof value !== 'string' || (scalar !== 'String' && scalar !== 'ID')) return undefined;
  const message = refusalOf(value, multiline);
  return message ? { field: name, message } : undefined;
}

/**
 * Wraps every root field so its text arguments are checked before it runs (on HTTP and WebSocket
 * alike, which share the schema). No text holds control characters: Postgres cannot store NUL at
 * all, and nothing needs the others. Every String and ID is one line, unless its input field or
 * argument is marked `@multiline` (a transcript, a page, a reason), so a name or an account holder
 * stays one line wherever it goes (a CSV row, a mail's header, a log line).
 */
export function refuseControlCharacters(schema: GraphQLSchema): GraphQLSchema {
  const multiline = multilineFields(schema);
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (fieldConfig, fieldName, typeName) => {
      const args = Object.entries(fieldConfig.args ?? {});
      const guard = <T extends GraphQLFieldResolver<unknown, unknown>>(resolver: T): T =>
        ((parent, argValues: Record<string, unknown>, context, info) => {
          for (const [argName, arg] of args) {
            const refusal = refusalIn(argValues[argName], arg.type, argName, multiline.has(`${typeName}.${fieldName}.${argName}`), multiline);
            if (refusal) throw new UserInputError(refusal.message, refusal.field);
          }
          return resolver(parent, argValues, context, info);
        }) as T;
      if (typeName === schema.getSubscriptionType()?.name) {
        return { ...fieldConfig, subscribe: guard(fieldConfig.subscribe ?? defaultFieldResolver) };
      }
      return { ...fieldConfig, resolve: guard(fieldConfig.resolve ?? defaultFieldResolver) };
    },
  });
}
