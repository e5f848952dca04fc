import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { EventHub } from './events/hub';
import type { SlicedWrites } from './graphql/slicedWrites';
import type { Logger } from './logger';
import type { Mailer } from './mail/outbox';
import type { MediaStore } from './media/store';
import type { LiveTallies } from './votes/tallies';

/** The long-lived parts of one server instance, shared by every request and socket. */
export interface Runtime {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  hub: EventHub;
  log: Logger;
  mailer: Mailer;
  media: MediaStore;
  /** Writes of results shared by many sockets, done a slice at a time between other I/O. */
  socketWrites: SlicedWrites;
  tallies: LiveTallies;
}
