import { useSubscription } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { graphql, type DocumentType } from '../__generated__';
import type { LiveResultBasis } from '../__generated__/graphql';
import { hasErrorCode } from '../apollo/errors';

export const LiveShowFragment = graphql(`
  fragment LiveShow_show on LiveShow {
    topicId
    running
    version
    serverTime
    revealedAt
    topic {
      id
      title
    }
    stage {
      id
      title
      authorName
    }
    round {
      number
      roomOnly
      openedAt
      closesAt
      closedAt
      open
    }
    winner {
      id
      title
      authorName
      voteCount
      voteVersion
      nightVoteCount
    }
    winnerDecidedBy
  }
`);

export type LiveShowData = DocumentType<typeof LiveShowFragment>;

const LiveShowChangedSubscription = graphql(`
  subscription LiveShowChangedSubscription($topicId: ID!) {
    liveShowChanged(topicId: $topicId) {
      ...LiveShow_show
    }
  }
`);

/**
 * Keeps a topic's night live on this page: each pushed night is written over the cached one, and
 * the LiveShow type policy keeps whichever has the higher version. `onGone` runs when the topic is
 * hidden or deleted mid-night.
 */
export function useLiveShowUpdates(topicId: string, { skip = false, onGone }: { skip?: boolean; onGone: () => void }): void {
  useSubscription(LiveShowChangedSubscription, {
    variables: { topicId },
    skip,
    ignoreResults: true,
    onError: (error) => {
      if (hasErrorCode(error, 'NOT_FOUND')) onGone();
    },
  });
}

/**
 * How far the server's clock is ahead of this device's, in milliseconds, from the server time of
 * the latest read: countdowns end when the server says, whatever the device's clock.
 */
export function useServerOffset(serverTime: string | undefined): number {
  return useMemo(() => (serverTime ? Date.parse(serverTime) - Date.now() : 0), [serverTime]);
}

const TICK_MS = 250;

function secondsUntil(until: number | null, offsetMs: number): number | null {
  return until === null ? null : Math.max(0, Math.ceil((until - (Date.now() + offsetMs)) / 1000));
}

/**
 * Whole seconds until `closesAt` by the server's clock, ticking while above zero; null without a
 * time. One timer at most, and none once the countdown reaches zero.
 */
export function useSecondsLeft(closesAt: string | null | undefined, offsetMs: number): number | null {
  const until = closesAt ? Date.parse(closesAt) : null;
  const [left, setLeft] = useState(() => secondsUntil(until, offsetMs));
  useEffect(() => {
    const first = secondsUntil(until, offsetMs);
    setLeft(first);
    if (first === null || first === 0) return undefined;
    const timer = setInterval(() => {
      const next = secondsUntil(until, offsetMs);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [until, offsetMs]);
  return until === null ? null : left;
}

/** `1:05`, `0:09`; hours as `1:00:00`. */
export function formatCountdown(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const [hours, minutes, rest] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

/** Where a night stands, as both the projector and the host show it. */
export type LivePhase =
  | { kind: 'notStarted' }
  | { kind: 'waiting' }
  | { kind: 'open'; round: NonNullable<LiveShowData['round']>; secondsLeft: number }
  | { kind: 'closed'; round: NonNullable<LiveShowData['round']> }
  | { kind: 'revealed' };

/**
 * The night's phase now: a round counts as open until the server closes it or its countdown, by the
 * server's clock, reaches zero.
 */
export function useLivePhase(show: LiveShowData | undefined): LivePhase {
  const offset = useServerOffset(show?.serverTime);
  const round = show?.round ?? null;
  const counting = round && round.open && !round.closedAt ? round.closesAt : null;
  const secondsLeft = useSecondsLeft(counting, offset);
  if (!show || (!show.running && !show.revealedAt)) return { kind: 'notStarted' };
  if (show.revealedAt) return { kind: 'revealed' };
  if (!round) return { kind: 'waiting' };
  if (counting && secondsLeft !== null && secondsLeft > 0) return { kind: 'open', round, secondsLeft };
  return { kind: 'closed', round };
}

/** The most poems the API gives in one read (votingPoems' limit): every poem of a night, in practice. */
export const NIGHT_POEMS = 100;

/** The votes that decided a night's winner, as the screens name them after 'by'. */
export const DECIDING_VOTES: Record<LiveResultBasis, string> = {
  NIGHT: 'tonight’s votes',
  OVERALL: 'all the votes on the topic',
};
