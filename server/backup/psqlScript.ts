import { createReadStream, createWriteStream } from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { RestoreRefusedError } from './manifest';

const NEWLINE = 0x0a;
const BACKSLASH = 0x5c;
// pg_dump 17.6, 16.10, 15.14 and later open and close their output with these.
const PG_DUMP_RESTRICTION = /^\\(un)?restrict [0-9A-Za-z]+\r?\n?$/;
const COPY_FROM_STDIN = /^COPY .* FROM stdin;\r?\n?$/;
const END_OF_COPY = /^\\\.\r?\n?$/;

/**
 * Copies pg_dump's plain output at `dump` to `script`, which psql then runs under its own
 * `\restrict`: pg_dump's `\restrict` and `\unrestrict` lines are left out, and a psql command at
 * the start of any other line outside COPY data (pg_dump writes none) refuses the archive. psql's
 * restricted mode, not this check, is what stops a command anywhere else in a line.
 */
export async function copyCheckedScript(dump: string, script: string): Promise<void> {
  await pipeline(createReadStream(dump), new ScriptCheck(), createWriteStream(script, { flags: 'wx', mode: 0o600 }));
}

class ScriptCheck extends Transform {
  private rest: Buffer = Buffer.alloc(0);
  private lineNumber = 0;
  private inCopy = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const buffer = this.rest.length > 0 ? Buffer.concat([this.rest, chunk]) : chunk;
    let lineStart = 0;
    // Kept lines go on in runs, not one by one: a season's dump has millions of lines.
    let keptFrom = 0;
    try {
      for (let end = buffer.indexOf(NEWLINE); end >= 0; end = buffer.indexOf(NEWLINE, lineStart)) {
        if (!this.keeps(buffer.subarray(lineStart, end + 1))) {
          this.push(buffer.subarray(keptFrom, lineStart));
          keptFrom = end + 1;
        }
        lineStart = end + 1;
      }
    } catch (error) {
      done(error as Error);
      return;
    }
    this.push(buffer.subarray(keptFrom, lineStart));
    this.rest = buffer.subarray(lineStart);
    done();
  }

  override _flush(done: TransformCallback): void {
    try {
      if (this.rest.length > 0 && this.keeps(this.rest)) this.push(this.rest);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  }

  /** Whether `line` goes into the script; throws when it must not be run at all. */
  private keeps(line: Buffer): boolean {
    this.lineNumber += 1;
    // Only a line's start decides; the rest of a long line (COPY data, a function body) is never decoded.
    const start = line.subarray(0, 4096).toString('latin1');
    if (this.inCopy) {
      this.inCopy = !END_OF_COPY.test(start);
    } else if (line[0] === BACKSLASH) {
      if (PG_DUMP_RESTRICTION.test(start)) return false;
      const command = start.split(/\s/, 1)[0]?.slice(0, 20).replace(/[^\x21-\x7e]/g, '?');
      throw new RestoreRefusedError(`The database dump in this archive holds a psql command (${command} on line ${this.lineNumber}), which pg_dump never writes. Nothing was restored.`);
    } else {
      this.inCopy = start.startsWith('COPY ') && COPY_FROM_STDIN.test(line.toString('latin1'));
    }
    return true;
  }
}
