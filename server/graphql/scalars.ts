import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

function parseInstant(value: unknown): Date {
  if (typeof value === 'string') {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime()) && /^\d{4}-\d{2}-\d{2}T/.test(value)) return date;
  }
  throw new GraphQLError('DateTime must be an ISO 8601 date and time, such as 2026-12-01T18:00:00+02:00', {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: parseInstant,
  parseLiteral: (ast) => parseInstant(ast.kind === Kind.STRING ? ast.value : undefined),
});
