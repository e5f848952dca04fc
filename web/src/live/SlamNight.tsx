import { useQuery } from '@apollo/client/react';
import { createContext, useContext, type ReactNode } from 'react';
import { getFragmentData, graphql } from '../__generated__';
import { useHydrated } from '../lib/useHydrated';
import { LiveShowFragment, useLivePhase, useLiveShowUpdates, type LivePhase } from './liveShow';

const SlamNightQuery = graphql(`
  query SlamNightQuery($topicId: ID!) {
    liveShow(topicId: $topicId) {
      ...LiveShow_show
    }
  }
`);

/** What a slam night running on a poem's topic means for its Vote button. */
export type NightVoting =
  | { kind: 'none' }
  | { kind: 'open' }
  /** No round is open (or the winner is out): the server refuses votes, and the button says why. */
  | { kind: 'closed'; label: string }
  /** A room-only round: a vote counts only with the code on the projector, which the phone page asks for. */
  | { kind: 'roomOnly'; phonePath: string };

const NightVotingContext = createContext<NightVoting>({ kind: 'none' });

/** How the slam night on the topic of the page's poems stands for their Vote buttons. */
export function useNightVoting(): NightVoting {
  return useContext(NightVotingContext);
}

function nightVotingOf(phase: LivePhase, phonePath: string): NightVoting {
  switch (phase.kind) {
    case 'notStarted':
      return { kind: 'none' };
    case 'open':
      return phase.round.roomOnly ? { kind: 'roomOnly', phonePath } : { kind: 'open' };
    case 'revealed':
      return { kind: 'closed', label: 'Winner revealed' };
    case 'waiting':
    case 'closed':
      return { kind: 'closed', label: 'Closed between rounds' };
  }
}

function roundWords(phase: LivePhase): string {
  switch (phase.kind) {
    case 'open':
      return phase.round.roomOnly
        ? `Round ${phase.round.number} is open to the room only: vote on the phone page with the code on the screen.`
        : `Round ${phase.round.number} is open: vote here or on the phone page.`;
    case 'revealed':
      return 'The winner has been revealed: voting is closed until the next round.';
    default:
      return 'Voting is closed between rounds: votes count only while a round is open.';
  }
}

/**
 * The poems of a topic, told whether a slam night is running on it: a notice above them with the
 * round and a link to the phone page, and their Vote buttons following the night's rounds. Read
 * once the page is in the browser, so a page the server rendered (and kept for others) never
 * carries a night that has since moved on.
 */
export function SlamNight({ topicId, children }: { topicId: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const { data, refetch } = useQuery(SlamNightQuery, { variables: { topicId }, skip: !hydrated });
  useLiveShowUpdates(topicId, { skip: !hydrated, onGone: () => void refetch().catch(() => null) });
  const show = getFragmentData(LiveShowFragment, data?.liveShow);
  const phase = useLivePhase(show);
  const phonePath = `/live/${topicId}/vote`;
  return (
    <NightVotingContext.Provider value={nightVotingOf(phase, phonePath)}>
      {phase.kind === 'notStarted' ? null : (
        <section className="notice slam-night-notice" aria-label="Slam night" data-phase={phase.kind}>
          <p className="slam-night-title">Slam night on now: voting opens in rounds</p>
          <p>{roundWords(phase)}</p>
          {/* The phone page is its own small app, loaded whole. */}
          <a href={phonePath} className="button button--primary button--small">
            Open the phone page
          </a>
        </section>
      )}
      {children}
    </NightVotingContext.Provider>
  );
}
