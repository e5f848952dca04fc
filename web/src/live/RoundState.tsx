import { formatCountdown, type LivePhase } from './liveShow';

interface RoundStateProps {
  phase: LivePhase;
  /** The projector's is large and for the room; the host's sits in a page. */
  variant: 'projector' | 'host';
}

function describe(phase: LivePhase): { label: string; state: string } {
  switch (phase.kind) {
    case 'notStarted':
      return { label: 'Slam night', state: 'Not started' };
    case 'waiting':
      return { label: 'Slam night', state: 'Voting opens soon' };
    case 'open':
      return { label: `Round ${phase.round.number}`, state: 'Voting open' };
    case 'closed':
      return { label: `Round ${phase.round.number}`, state: 'Voting closed' };
    case 'revealed':
      return { label: 'Slam night', state: 'Winner revealed' };
  }
}

/** Where the night stands: not started, a round open with its countdown, closed, or revealed. */
export function RoundState({ phase, variant }: RoundStateProps) {
  const { label, state } = describe(phase);
  return (
    <div className={`round-state round-state--${variant} round-state--${phase.kind}`} data-phase={phase.kind}>
      <p className="round-state-label">
        <span>{label}</span>
        {phase.kind === 'open' && phase.round.roomOnly ? <span className="live-tag live-tag--room">Room-only round</span> : null}
      </p>
      <p className="round-state-state">{state}</p>
      {phase.kind === 'open' ? (
        <p className={`round-countdown${phase.secondsLeft <= 10 ? ' is-ending' : ''}`} aria-label={`${phase.secondsLeft} seconds left`}>
          <time dateTime={`PT${phase.secondsLeft}S`}>{formatCountdown(phase.secondsLeft)}</time>
        </p>
      ) : null}
    </div>
  );
}
