import { GraphQLError, type ExecutionResult, type FormattedExecutionResult } from 'graphql';

/**
 * The largest answer sent, in bytes of JSON. The operation limits keep answers far below it (the
 * largest the web app asks for, a page of 100 poems, is under 100 KB; the payouts CSV grows about
 * 200 bytes a row); it is the backstop that keeps one request from making a huge answer in memory.
 */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

const TOO_LARGE_MESSAGE = 'The answer is too large. Ask for less at a time.';

function tooLarge(): GraphQLError {
  return new GraphQLError(TOO_LARGE_MESSAGE, { extensions: { code: 'RESPONSE_TOO_LARGE' } });
}

/** An answer's JSON, or an error in its place when it is larger than MAX_ANSWER_BYTES (HTTP). */
export function boundedAnswerJson(result: FormattedExecutionResult): string {
  const json = JSON.stringify(result);
  if (Buffer.byteLength(json) <= MAX_ANSWER_BYTES) return json;
  return JSON.stringify({ errors: [tooLarge().toJSON()] });
}

/** An error result in place of an answer larger than MAX_ANSWER_BYTES; undefined when it fits (WebSocket). */
export function tooLargeAnswer(result: ExecutionResult): ExecutionResult | undefined {
  return Buffer.byteLength(JSON.stringify(result)) > MAX_ANSWER_BYTES ? { errors: [tooLarge()] } : undefined;
}
