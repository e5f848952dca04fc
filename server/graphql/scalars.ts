import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

// The offset is required: without one, a time would be read in the server's own time zone, and an
// admin in Johannesburg entering 18:00 on a server running in UTC would get 20:00.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

function parseInstant(value: unknown): Date {
  if (typeof value === 'string' && INSTANT.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  throw new GraphQLError('DateTime must be an ISO 8601 date and time with its offset, such as 2026-12-01T18:00:00+02:00', {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: parseInstant,
  parseLiteral: (ast) => parseInstant(ast.kind === Kind.STRING ? ast.value : undefined),
});
