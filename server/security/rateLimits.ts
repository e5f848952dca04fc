import type { DatabaseConnection } from '../db/client';
import { statement } from '../db/statements';
import { RateLimitedError } from '../errors';
import { limitedAddress } from './limitedAddress';
import { identityHash } from './identityHash';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const UPLOADS_PER_DAY = 12;
/** Three full takes at the 600 MB cap (server/uploads/videoUploads.ts). */
export const UPLOAD_BYTES_PER_DAY = 3 * 600 * 1024 * 1024;

interface Limit {
  /** Uses allowed in one window. */
  max: number;
  windowSeconds: number;
  /** What the person is told; `wait` reads like 'in 14 minutes'. */
  message: (wait: string) => string;
}

/**
 * Every rate limit, in one place. Counters live in PostgreSQL, so they hold across instances. A
 * limit per network address must leave a whole room behind one address (a venue's Wi-Fi on a slam
 * night, a carrier's shared address, a school lab) free to use the site together, so those are set
 * from what such a room does, with margin; guessing is held back per account.
 */
export const RATE_LIMITS = {
  /**
   * Wrong passwords for one account from one address; a right one clears the count. Nobody mistypes
   * their own password ten times in a row, and a guesser gets at most 40 guesses an hour from each
   * address. Counted per pair, so a stranger elsewhere cannot lock a chosen account's owner out.
   */
  passwordFailuresPerAccountAndAddress: {
    max: 10,
    windowSeconds: 15 * MINUTE,
    message: (wait) => `Too many failed sign-in attempts for this account. Please try again ${wait}.`,
  },
  /**
   * Wrong passwords for one account from every address together. Past 30 a quarter hour (three
   * networks' worth of the limit above: more than any owner mistypes) it refuses nobody: each
   * further wrong answer for the account waits first (RateLimits.slowDown), while a right password
   * is answered as soon as it is checked, so the owner signs in during an attack. The message is for
   * a wrong answer when too many for the account already wait.
   */
  passwordFailuresPerAccount: {
    max: 30,
    windowSeconds: 15 * MINUTE,
    message: (wait) => `Too many sign-in attempts for this account right now. Please try again ${wait}.`,
  },
  /**
   * Wrong passwords from one address, at any accounts. A venue's room shares one address: 300
   * people joining in a quarter hour, each mistyping once and a third of them twice, make 400; past
   * 500 the address is spraying guesses at many accounts.
   */
  passwordFailuresPerAddress: {
    max: 500,
    windowSeconds: 15 * MINUTE,
    message: (wait) => `Too many failed sign-in attempts from your network. Please try again ${wait}.`,
  },
  /**
   * Passwords checked from one address (sign-in and re-entering a password), right or wrong: each
   * costs a server core about 100 ms. A room of 2,000 phones behind one address can each sign in
   * once in a quarter hour.
   */
  passwordChecksPerAddress: {
    max: 2000,
    windowSeconds: 15 * MINUTE,
    message: (wait) => `Too many sign-in attempts from your network. Please try again ${wait}.`,
  },
  /** Admin passcode attempts from one address: there are five admin seats, so registering one is rare. */
  adminPasscodePerAddress: {
    max: 10,
    windowSeconds: HOUR,
    message: (wait) => `Too many admin registration attempts from your network. Please try again ${wait}.`,
  },
  /**
   * Admin passcode attempts from every address together. Registering an admin happens a few times
   * a year, so 30 an hour is far beyond real use, and caps a guesser with many addresses at 720
   * guesses a day. Reaching it stops admin registration for everyone until the hour is out.
   */
  adminPasscodeOverall: {
    max: 30,
    windowSeconds: HOUR,
    message: (wait) => `Admin registration is paused after too many attempts. Please try again ${wait}.`,
  },
  /** New accounts from one address: a venue's room of 300 joining in one night, with room for retries. */
  registrationsPerAddress: {
    max: 400,
    windowSeconds: HOUR,
    message: (wait) => `Too many accounts have been created from your network. Please try again ${wait}.`,
  },
  /** Verification and reset mail asked for from one address: each of a venue's 300 joiners asking once. */
  accountMailPerAddress: {
    max: 300,
    windowSeconds: HOUR,
    message: (wait) => `Too many emails have been requested from your network. Please try again ${wait}.`,
  },
  /**
   * Account mail sent to one inbox at requests from one address (sign-up included), counted only
   * when a mail goes: a person needs one or two, a mail bomb many. Per requesting address, so a
   * stranger elsewhere cannot use up the owner's own (server/accounts/accountMail.ts).
   */
  accountMailPerRecipientAndAddress: {
    max: 5,
    windowSeconds: HOUR,
    message: (wait) => `Too many emails have been sent to this address. Please try again ${wait}.`,
  },
  /**
   * Votes cast or taken back by one person: two a second for a minute is beyond anyone reading the
   * poems, and stops a script toggling votes to churn the live tallies.
   */
  votesPerUser: {
    max: 120,
    windowSeconds: MINUTE,
    message: (wait) => `You are voting too quickly. Please try again ${wait}.`,
  },
  /**
   * Wrong join codes sent by one person in a room-only round: a typo or two, or a code that went
   * stale; a guesser of the 4-digit code gets 10 tries in 10 minutes against 3 good codes.
   */
  joinCodeMissesPerUser: {
    max: 10,
    windowSeconds: 10 * MINUTE,
    message: (wait) => `Too many wrong codes. Please try again ${wait}.`,
  },
  /** Video uploads a poet begins in a day, refused and abandoned ones included: a poem or two, with retries. */
  uploadsPerPoet: {
    max: UPLOADS_PER_DAY,
    windowSeconds: DAY,
    message: (wait) => `You have reached today's limit of ${UPLOADS_PER_DAY} uploads. Please try again ${wait}.`,
  },
  /**
   * Video bytes a poet begins uploading in a day, counted at their declared length when each upload
   * begins: three ten-minute takes at the 600 MB cap, so no poet can fill the disk.
   */
  uploadBytesPerPoet: {
    max: UPLOAD_BYTES_PER_DAY,
    windowSeconds: DAY,
    message: (wait) => `You have reached today's upload limit of 1,800 MB. Please try again ${wait}.`,
  },
  /**
   * Downloads of a person's own data: each reads all their rows and streams every video they
   * uploaded, so a few an hour, enough for a download that broke off and a retry.
   */
  dataExportsPerAccount: {
    max: 3,
    windowSeconds: HOUR,
    message: (wait) => `You have downloaded your data 3 times this hour. Please try again ${wait}.`,
  },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof RATE_LIMITS;

/** The limits counted per account id. */
const ACCOUNT_LIMITS = ['votesPerUser', 'joinCodeMissesPerUser', 'uploadsPerPoet', 'uploadBytesPerPoet', 'dataExportsPerAccount'] as const satisfies readonly LimitName[];
type AccountLimitName = (typeof ACCOUNT_LIMITS)[number];
const isAccountLimit = (name: LimitName): name is AccountLimitName => (ACCOUNT_LIMITS as readonly LimitName[]).includes(name);

/**
 * The key of an account's counter as SQL, for a statement that finds the account itself (the
 * vote): the key RateLimits.keyOf gives that account.
 */
export function accountKeySql(name: AccountLimitName, accountId: string): string {
  return `'${name}:' || ${accountId}`;
}

/**
 * What a per-address limit counts: the client address the request's context gives (the same for
 * HTTP and sockets), an IPv6 one by its /64.
 */
export function addressOf(context: { client: { ip: string | undefined } }): string {
  return limitedAddress(context.client.ip);
}

/** The subject of a limit counted per account and address together. */
export function accountAtAddress(account: string, context: { client: { ip: string | undefined } }): string {
  return `${account}\n${addressOf(context)}`;
}

/**
 * How answers past a slowing limit wait. Each waits on one timer, holding no database connection;
 * at most `maxWaiting` for one subject wait at once on an instance, so one account's guesses cannot
 * pile up (the next is refused at once instead, and told to come back when a wait would have
 * ended), nor take the places of anyone else's.
 */
export const SLOWDOWN = { stepMs: 250, maxMs: 4000, maxWaiting: 10 } as const;

/** The wait before an answer for the `excess`-th use past a slowing limit: a quarter second more each time, at most 4. */
export function slowdownMs(excess: number): number {
  return Math.min(SLOWDOWN.maxMs, Math.max(0, excess) * SLOWDOWN.stepMs);
}

/** 'in 45 seconds', 'in 14 minutes', 'in 2 hours'. */
export function waitText(seconds: number): string {
  const plural = (count: number, unit: string) => `in ${count} ${unit}${count === 1 ? '' : 's'}`;
  if (seconds < MINUTE) return plural(seconds, 'second');
  if (seconds < HOUR) return plural(Math.ceil(seconds / MINUTE), 'minute');
  return plural(Math.ceil(seconds / HOUR), 'hour');
}

export function rateLimitedError(name: LimitName, retryAfterSeconds: number): RateLimitedError {
  return new RateLimitedError(RATE_LIMITS[name].message(waitText(retryAfterSeconds)), retryAfterSeconds);
}

export interface CountedHits {
  /** Uses so far in the current window, this one included. */
  hits: number;
  retryAfterSeconds: number;
}

/**
 * The one statement that counts: a fixed window per key, started afresh once the last has ended,
 * else the cost is added, under the key's row lock. The arguments are SQL expressions (parameters
 * or literals, and `from` may name where they come from), so the vote statement can carry it too
 * (server/votes/votes.ts).
 */
export function countHitsSql(key: string, cost: string, windowSeconds: string, from = ''): string {
  return `insert into rate_limits as r (key, hits, resets_at)
       select ${key}, ${cost}, now() + make_interval(secs => ${windowSeconds}) ${from}
       on conflict (key) do update set
         hits = case when r.resets_at <= now() then excluded.hits else r.hits + excluded.hits end,
         resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
       returning r.hits, greatest(1, ceil(extract(epoch from r.resets_at - now())))::int as "retryAfterSeconds"`;
}

const COUNT = statement<CountedHits>('rate_limit_count', countHitsSql('$1', '$2::int', '$3::int'));
const REFUND = statement('rate_limit_refund', 'update rate_limits set hits = greatest(0, hits - $2::int) where key = $1 and resets_at > now()');
const FORGET = statement('rate_limit_forget', 'delete from rate_limits where key = $1');
const PEEK = statement<CountedHits>(
  'rate_limit_peek',
  `select hits, greatest(1, ceil(extract(epoch from resets_at - now())))::int as "retryAfterSeconds"
     from rate_limits where key = $1 and resets_at > now()`,
);

/** The rate limits of one instance, counted in the database every instance shares. */
export class RateLimits {
  /** Answers waiting in slowDown now, by counter key. */
  private readonly waiting = new Map<string, number>();

  constructor(
    private readonly connection: DatabaseConnection,
    private readonly hashKey: Buffer,
    private readonly maxWaiting: number = SLOWDOWN.maxWaiting,
  ) {}

  /**
   * The key of the counter of `name` for `subject`. An account id says nothing about a person, and
   * is kept as it is, so that the vote statement can count a voter it finds itself (accountKeySql);
   * addresses and emails are kept only as keyed hashes.
   */
  keyOf(name: LimitName, subject: string): string {
    return `${name}:${isAccountLimit(name) ? subject : identityHash(this.hashKey, 'rate-limit', subject)}`;
  }

  /** Counts `cost` uses of `name` by `subject`, and throws RATE_LIMITED when that passes the limit. */
  async consume(name: LimitName, subject: string, cost = 1): Promise<void> {
    const counted = await this.count(name, subject, cost);
    if (counted.hits > RATE_LIMITS[name].max) throw rateLimitedError(name, counted.retryAfterSeconds);
  }

  /** Counts one use of `name` by `subject`, and says whether it was within the limit: for a limit whose refusal must not show. */
  async allows(name: LimitName, subject: string): Promise<boolean> {
    return (await this.count(name, subject)).hits <= RATE_LIMITS[name].max;
  }

  /**
   * Counts one use of `name` by `subject` and, past its limit, waits before returning (slowdownMs),
   * refusing nobody but when too many answers for the same subject already wait on this instance.
   */
  async slowDown(name: LimitName, subject: string): Promise<void> {
    const wait = slowdownMs((await this.count(name, subject)).hits - RATE_LIMITS[name].max);
    if (wait === 0) return;
    const key = this.keyOf(name, subject);
    const waiting = this.waiting.get(key) ?? 0;
    if (waiting >= this.maxWaiting) throw rateLimitedError(name, Math.ceil(SLOWDOWN.maxMs / 1000));
    this.waiting.set(key, waiting + 1);
    try {
      await new Promise((resolve) => setTimeout(resolve, wait));
    } finally {
      const left = (this.waiting.get(key) ?? 1) - 1;
      if (left > 0) this.waiting.set(key, left);
      else this.waiting.delete(key);
    }
  }

  private async count(name: LimitName, subject: string, cost = 1): Promise<CountedHits> {
    const [counted] = await this.connection.run(COUNT, [this.keyOf(name, subject), cost, RATE_LIMITS[name].windowSeconds]);
    if (!counted) throw new Error(`rate limit ${name} counted nothing`);
    return counted;
  }

  /** Takes back `cost` uses counted in the current window, for work that was counted and then not done. */
  async refund(name: LimitName, subject: string, cost = 1): Promise<void> {
    await this.connection.run(REFUND, [this.keyOf(name, subject), cost]);
  }

  /** Clears the count of `name` for `subject`. */
  async forget(name: LimitName, subject: string): Promise<void> {
    await this.connection.run(FORGET, [this.keyOf(name, subject)]);
  }

  /** What `subject` may still use of `name` in the current window, without using any. */
  async remaining(name: LimitName, subject: string): Promise<{ remaining: number; retryAfterSeconds: number }> {
    const limit = RATE_LIMITS[name];
    const [counted] = await this.connection.run(PEEK, [this.keyOf(name, subject)]);
    return { remaining: Math.max(0, limit.max - (counted?.hits ?? 0)), retryAfterSeconds: counted?.retryAfterSeconds ?? limit.windowSeconds };
  }
}
