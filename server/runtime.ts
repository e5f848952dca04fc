import type { Config } from './config';
import type { Database, DatabaseConnection } from './db/client';
import type { PublicReads } from './db/replica';
import type { EventHub } from './events/hub';
import type { LiveTallies } from './fanout/tallies';
import type { JobQueue } from './jobs/queue';
import type { Logger } from './logger';
import type { Mailer } from './mail/outbox';
import type { MediaStore } from './media/store';
import type { MediaTools } from './media/tools';
import type { Metrics } from './metrics/metrics';
import type { RateLimits } from './security/rateLimits';
import type { Turns } from './security/turns';

/**
 * The long-lived parts of one server instance, shared by every request and socket. Only the type:
 * every service reads it, so it names no code above them (server/startRuntime.ts builds it).
 */
export interface Runtime {
  config: Config;
  /** Drizzle, for every query a service makes. */
  db: Database;
  /** The connection under Drizzle: prepared hot-path statements, LISTEN, SQL text for libraries. */
  connection: DatabaseConnection;
  /** Where public reads go: the replica of REPLICA_DATABASE_URL while it keeps up, else `db` (server/db/publicReads.ts picks). */
  reads: PublicReads;
  hub: EventHub;
  jobs: JobQueue;
  log: Logger;
  mailer: Mailer;
  media: MediaStore;
  /**
   * The programs that make renditions and posters; null only outside production on a machine
   * without them, where uploaded videos play as they are.
   */
  mediaTools: MediaTools | null;
  tallies: LiveTallies;
  limits: RateLimits;
  /** Each account's password checks, one at a time on this instance (server/accounts/passwordCheck.ts). */
  passwordTurns: Turns;
  metrics: Metrics;
}
