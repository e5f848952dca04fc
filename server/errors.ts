import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';

export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'RATE_LIMITED';

/** An error meant for the person using the product: its message is shown as written. */
export class AppError extends GraphQLError {
  constructor(
    message: string,
    readonly code: ErrorCode,
    extra: Record<string, unknown> = {},
  ) {
    super(message, { extensions: { code, ...extra } });
  }
}

export class UserInputError extends AppError {
  /** `field` names the input the message is about, so a form can show it in place. */
  constructor(message: string, field?: string) {
    super(message, 'BAD_USER_INPUT', field ? { field } : {});
  }
}

export class AuthenticationError extends AppError {
  constructor(message = 'You must be signed in to do that.') {
    super(message, 'UNAUTHENTICATED');
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to access this page') {
    super(message, 'FORBIDDEN');
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(message, 'NOT_FOUND');
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(message, 'CONFLICT');
  }
}

/** Too many attempts: `retryAfterSeconds` says when the next one will be taken. */
export class RateLimitedError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(message, 'RATE_LIMITED', { retryAfterSeconds });
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

// Errors graphql-js and Apollo raise about the request itself; their messages describe the request.
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  // Refusals of operations beyond the server's bounds (server/graphql/operationLimits.ts, ws.ts).
  'TOO_MANY_OPERATIONS',
  'RESPONSE_TOO_LARGE',
]);

/**
 * Decides what a client sees of an error. Our own errors and errors about the request pass with
 * their message and code; anything else is logged with its stack and becomes 'Internal server error'.
 */
export function formatErrorForClient(
  formatted: GraphQLFormattedError,
  error: unknown,
  log: Logger,
): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof AppError) {
    return { message: original.message, path: formatted.path, extensions: { ...original.extensions } };
  }
  const code = formatted.extensions?.code;
  const fromGraphql = original instanceof GraphQLError || original === undefined;
  if (fromGraphql && typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) {
    return { message: formatted.message, locations: formatted.locations, extensions: { code } };
  }
  log.error({ err: original, path: formatted.path }, 'unexpected error');
  return { message: INTERNAL_ERROR_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

interface PgErrorLike {
  code: string;
  constraint?: string;
}

function isPgError(error: unknown): error is PgErrorLike {
  return typeof error === 'object' && error !== null && typeof (error as PgErrorLike).code === 'string'
    && /^[0-9A-Z]{5}$/.test((error as PgErrorLike).code);
}

/** The Postgres error under a Drizzle wrapper, if there is one. */
export function pgErrorOf(error: unknown): PgErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (isPgError(current)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when `error` is a unique-constraint violation, optionally of the named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = pgErrorOf(error);
  return pgError?.code === '23505' && (constraint === undefined || pgError.constraint === constraint);
}

/**
 * True when `error` is a foreign-key violation: a row refers to nothing, or a row that others still
 * refer to was deleted (23001 when the reference is ON DELETE RESTRICT, 23503 otherwise).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return code === '23503' || code === '23001';
}
