import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { graphql, type DocumentType } from '../__generated__';

const LiveJoinCodeQuery = graphql(`
  query LiveJoinCodeQuery($topicId: ID!) {
    liveJoinCode(topicId: $topicId) {
      code
      changesAt
      goodUntil
    }
  }
`);

export type LiveJoinCode = NonNullable<DocumentType<typeof LiveJoinCodeQuery>['liveJoinCode']>;

/** A little after the server moves to the next code, so the read finds the new one. */
const AFTER_CHANGE_MS = 300;
/** When a read still names a change that has passed (a slow clock), the next try waits this long. */
const RETRY_MS = 2_000;

interface JoinCodeOptions {
  /** Only hosts may read the code, and only an open room-only round has one. */
  enabled: boolean;
  /** Changes when the round does (a new round has a new code), so the code is read again. */
  roundKey: string;
  /** The server's clock ahead of this device's, in milliseconds. */
  serverOffsetMs: number;
}

/**
 * The join code of a topic's open room-only round, read again each time it changes (every 20 s) by
 * the server's clock: one timer at a time. Undefined when not enabled or there is no such code.
 */
export function useLiveJoinCode(topicId: string, { enabled, roundKey, serverOffsetMs }: JoinCodeOptions): LiveJoinCode | undefined {
  const { data, refetch } = useQuery(LiveJoinCodeQuery, { variables: { topicId }, skip: !enabled, fetchPolicy: 'network-only' });
  const code = enabled ? (data?.liveJoinCode ?? undefined) : undefined;
  const changesAt = code?.changesAt;
  // Counts finished reads, so a read that brought no new change still schedules the next one.
  const [reads, setReads] = useState(0);

  // A new round has a new code: read it at once rather than at the old code's change. (Once
  // enabled, the query reads by itself.)
  const before = useRef({ enabled, roundKey });
  useEffect(() => {
    const { enabled: wasEnabled, roundKey: lastRound } = before.current;
    before.current = { enabled, roundKey };
    if (enabled && wasEnabled && lastRound !== roundKey) void refetch().catch(() => null);
  }, [enabled, roundKey, refetch]);

  useEffect(() => {
    if (!enabled || !changesAt) return undefined;
    const wait = Date.parse(changesAt) - (Date.now() + serverOffsetMs);
    const timer = setTimeout(
      () => {
        void refetch()
          .catch(() => null)
          .finally(() => setReads((count) => count + 1));
      },
      wait > 0 ? wait + AFTER_CHANGE_MS : RETRY_MS,
    );
    return () => clearTimeout(timer);
  }, [enabled, changesAt, serverOffsetMs, reads, refetch]);

  return code;
}
