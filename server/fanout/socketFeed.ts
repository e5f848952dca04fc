import type { WebSocket } from 'ws';
import type { Logger } from '../logger';
import type { FeedSocket } from './feed';

/**
 * A watcher this far behind (bytes queued for it) is closed with 1013, Try Again Later: its client
 * reconnects and refetches, instead of the server holding an ever longer queue for it.
 */
const MAX_QUEUED_BYTES = 4 * 1024 * 1024;
const TRY_AGAIN_LATER_CLOSE_CODE = 1013;
const CLOSING_BRACE = Buffer.from('}');

/** Closes a socket whose reader has fallen too far behind; true when it did (or it is no longer open). */
export function closedForLagging(socket: WebSocket, log: Logger): boolean {
  if (socket.readyState !== socket.OPEN) return true;
  if (socket.bufferedAmount <= MAX_QUEUED_BYTES) return false;
  log.warn({ queuedBytes: socket.bufferedAmount }, 'closing a socket too far behind');
  socket.close(TRY_AGAIN_LATER_CLOSE_CODE, 'Too far behind');
  return true;
}

/**
 * Where one subscription (socket and graphql-ws operation id) is sent the results it shares with
 * other sockets, as graphql-ws `next` messages wrapped around the bytes every socket shares.
 */
export function feedSocket(socket: WebSocket, id: string, log: Logger): FeedSocket {
  const opening = Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":`);
  return {
    send: (result) => {
      if (!closedForLagging(socket, log)) socket.send(Buffer.concat([opening, result, CLOSING_BRACE]), { binary: false });
    },
  };
}
