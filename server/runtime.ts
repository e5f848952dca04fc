import type { Config } from './config';
import type { Database, DatabaseConnection } from './db/client';
import type { EventHub } from './events/hub';
import type { JobQueue } from './jobs/queue';
import type { SharedSubscriptions } from './live/sharedSubscriptions';
import type { Logger } from './logger';
import type { Mailer } from './mail/outbox';
import type { MediaStore } from './media/store';
import type { MediaTools } from './media/tools';
import type { RateLimits } from './security/rateLimits';
import type { LiveTallies } from './votes/tallies';

/** The long-lived parts of one server instance, shared by every request and socket. */
export interface Runtime {
  config: Config;
  /** Drizzle, for every query a service makes. */
  db: Database;
  /** The connection under Drizzle: prepared hot-path statements, LISTEN, SQL text for libraries. */
  connection: DatabaseConnection;
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
  /** Where updates for shared subscriptions are published to this instance's sockets. */
  live: SharedSubscriptions;
  tallies: LiveTallies;
  limits: RateLimits;
}
