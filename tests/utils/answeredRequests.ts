import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../server/logger';

const WARN = 40;

export interface AnsweredRequests {
  /** A logger for the server: it keeps its request lines, and passes its warnings and errors on to stderr. */
  log: Logger;
  /** The paths of the requests the server has answered so far, in order, with their status. */
  answered(): { path: string; status: number }[];
}

/** What the server answered, read from its request log (server/http/requestLog.ts): for requests a test cannot watch from the client, such as a media engine's own. */
export function answeredRequests(): AnsweredRequests {
  const answered: { path: string; status: number }[] = [];
  const lines = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n')) {
        if (!text) continue;
        const line = JSON.parse(text) as { msg?: string; level?: number; path?: string; status?: number };
        if (line.msg === 'request' && line.path !== undefined) answered.push({ path: line.path, status: line.status ?? 0 });
        else if ((line.level ?? 0) >= WARN) process.stderr.write(`${text}\n`);
      }
      done();
    },
  });
  return { log: createLogger('info', lines), answered: () => [...answered] };
}
