import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getFragmentData, graphql } from '../../__generated__';
import type { LiveResultBasis } from '../../__generated__/graphql';
import { hasErrorCode } from '../../apollo/errors';
import { useSocketStatus } from '../../apollo/useSocketStatus';
import { ErrorBanner } from '../../components/ErrorBanner';
import { CheckboxField } from '../../components/form/CheckboxField';
import { FieldFrame } from '../../components/form/FieldFrame';
import { useFormAction } from '../../components/form/useFormAction';
import { Page } from '../../components/Page';
import { PageLoading } from '../../components/PageLoading';
import { QueryCell } from '../../components/QueryCell';
import { DECIDING_VOTES, LiveShowFragment, NIGHT_POEMS, useLiveShowUpdates, useLivePhase, useServerOffset, type LivePhase, type LiveShowData } from '../../live/liveShow';
import { RoundState } from '../../live/RoundState';
import { useLiveJoinCode } from '../../live/useLiveJoinCode';
import { poemTitle, voteCountLabel } from '../../poems/poemText';
import { useTopicVotes } from '../../poems/useTopicVotes';
import { LiveTallyFragment, type LiveTallyPoem } from './TallyBoard';
import './live.css';

const LiveHostQuery = graphql(`
  query LiveHostQuery($topicId: ID!, $first: Int!) {
    liveShow(topicId: $topicId) {
      ...LiveShow_show
    }
    votingPoems(topicId: $topicId, sort: OLDEST, first: $first) {
      totalCount
      nodes {
        ...LiveTally_poem
      }
    }
  }
`);

const SpotlightPoemMutation = graphql(`
  mutation SpotlightPoemMutation($input: SpotlightPoemInput!) {
    spotlightPoem(input: $input) {
      show {
        ...LiveShow_show
      }
    }
  }
`);

const OpenLiveRoundMutation = graphql(`
  mutation OpenLiveRoundMutation($input: OpenLiveRoundInput!) {
    openLiveRound(input: $input) {
      show {
        ...LiveShow_show
      }
    }
  }
`);

const CloseLiveRoundMutation = graphql(`
  mutation CloseLiveRoundMutation($input: LiveTopicInput!) {
    closeLiveRound(input: $input) {
      show {
        ...LiveShow_show
      }
    }
  }
`);

const RevealLiveWinnerMutation = graphql(`
  mutation RevealLiveWinnerMutation($input: RevealLiveWinnerInput!) {
    revealLiveWinner(input: $input) {
      show {
        ...LiveShow_show
      }
    }
  }
`);

const EndLiveShowMutation = graphql(`
  mutation EndLiveShowMutation($input: LiveTopicInput!) {
    endLiveShow(input: $input) {
      show {
        ...LiveShow_show
      }
    }
  }
`);

const MIN_SECONDS = 10;
const MAX_SECONDS = 3600;
const DEFAULT_SECONDS = 60;
const END_CONFIRM = 'End the night? The stage, the rounds and the reveal are cleared, and voting on the topic follows its usual rules again.';

type Action = 'stage' | 'open' | 'close' | 'reveal' | 'end';

/** The host's controls: one action at a time, each failure shown in the red banner until the next. */
function useHostActions(topicId: string) {
  const [spotlight] = useMutation(SpotlightPoemMutation);
  const [openRound] = useMutation(OpenLiveRoundMutation);
  const [closeRound] = useMutation(CloseLiveRoundMutation);
  const [reveal] = useMutation(RevealLiveWinnerMutation);
  const [end] = useMutation(EndLiveShowMutation);
  const form = useFormAction();
  // Which button's label says it is under way.
  const [lastStarted, setLastStarted] = useState<Action | null>(null);

  const run = (action: Action, doing: string, call: () => Promise<unknown>) => {
    setLastStarted(action);
    return form.run(async () => {
      await call();
    }, doing);
  };
  const topic = { topicId };
  return {
    pending: form.pending ? lastStarted : null,
    failure: form.failure,
    dismissFailure: form.reset,
    putOnStage: (poemId: string | null) => run('stage', poemId ? 'putting the poem on stage' : 'clearing the stage', () => spotlight({ variables: { input: { topicId, poemId } } })),
    openRound: (seconds: number, roomOnly: boolean) => run('open', 'opening the round', () => openRound({ variables: { input: { topicId, seconds, roomOnly } } })),
    closeRound: () => run('close', 'closing the round', () => closeRound({ variables: { input: topic } })),
    reveal: (decidedBy: LiveResultBasis) => run('reveal', 'revealing the winner', () => reveal({ variables: { input: { topicId, decidedBy } } })),
    end: () => run('end', 'ending the night', () => end({ variables: { input: topic } })),
  };
}

type HostActions = ReturnType<typeof useHostActions>;

function RoundForm({ actions, phase }: { actions: HostActions; phase: LivePhase }) {
  const [seconds, setSeconds] = useState(String(DEFAULT_SECONDS));
  const [roomOnly, setRoomOnly] = useState(false);
  const [secondsError, setSecondsError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(seconds);
    if (!Number.isInteger(value) || value < MIN_SECONDS || value > MAX_SECONDS) {
      setSecondsError(`Choose a whole number of seconds from ${MIN_SECONDS} to ${MAX_SECONDS}.`);
      return;
    }
    setSecondsError(undefined);
    void actions.openRound(value, roomOnly);
  };

  const open = phase.kind === 'open';
  return (
    <section className="card host-section" aria-labelledby="host-round">
      <h2 id="host-round">Round</h2>
      <form className="host-round-form" onSubmit={submit} noValidate>
        <FieldFrame label="Seconds" hint={`${MIN_SECONDS} to ${MAX_SECONDS}. Opening a round closes any round still open.`} error={secondsError}>
          {(control) => (
            <input {...control} name="seconds" type="number" inputMode="numeric" min={MIN_SECONDS} max={MAX_SECONDS} step={1} value={seconds} onChange={(event) => setSeconds(event.target.value)} />
          )}
        </FieldFrame>
        <CheckboxField label="Room-only round" name="roomOnly" checked={roomOnly} onChange={setRoomOnly} />
        <p className="field-hint host-hint">In a room-only round, votes count only with the join code on the projector.</p>
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={actions.pending !== null}>
            {actions.pending === 'open' ? 'Opening…' : 'Open round'}
          </button>
          <button type="button" className="button button--secondary" onClick={() => void actions.closeRound()} disabled={!open || actions.pending !== null}>
            {actions.pending === 'close' ? 'Closing…' : 'Close round'}
          </button>
        </div>
      </form>
    </section>
  );
}

function StageList({ actions, poems, show }: { actions: HostActions; poems: readonly LiveTallyPoem[]; show: LiveShowData }) {
  const stageId = show.stage?.id;
  return (
    <section className="card host-section" aria-labelledby="host-stage">
      <div className="host-section-heading">
        <h2 id="host-stage">Stage</h2>
        <button type="button" className="button button--secondary button--small" onClick={() => void actions.putOnStage(null)} disabled={!stageId || actions.pending !== null}>
          Clear stage
        </button>
      </div>
      {poems.length === 0 ? (
        <p className="empty-state">No approved poems on this topic yet.</p>
      ) : (
        <ul className="host-poems">
          {poems.map((poem) => {
            const title = poemTitle(poem);
            const onStage = poem.id === stageId;
            return (
              <li key={poem.id} className={`host-poem${onStage ? ' is-on-stage' : ''}`} data-poem-id={poem.id}>
                <div className="host-poem-text">
                  <strong className="host-poem-title">{title}</strong>
                  <span className="host-muted">
                    {poem.authorName} · {show.running ? `${voteCountLabel(poem.nightVoteCount)} tonight, ${poem.voteCount} in all` : voteCountLabel(poem.voteCount)}
                  </span>
                </div>
                {onStage ? (
                  <span className="badge badge--approved">On stage</span>
                ) : (
                  <button type="button" className="button button--secondary button--small" onClick={() => void actions.putOnStage(poem.id)} disabled={actions.pending !== null} aria-label={`Put on stage: ${title}`}>
                    Put on stage
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

const DECIDED_BY_CHOICES: { value: LiveResultBasis; label: string; hint: string }[] = [
  { value: 'NIGHT', label: 'Tonight’s votes', hint: 'The votes cast in the night’s rounds.' },
  { value: 'OVERALL', label: 'All the votes on the topic', hint: 'Online votes from before the night count too.' },
];

/** The reveal, with the host's choice of which votes decide it, and the end of the night. */
function FinishSection({ actions, phase, onEnd }: { actions: HostActions; phase: LivePhase; onEnd: () => void }) {
  const [decidedBy, setDecidedBy] = useState<LiveResultBasis>('NIGHT');
  const started = phase.kind !== 'notStarted';
  return (
    <section className="card host-section" aria-labelledby="host-finish">
      <h2 id="host-finish">Finish</h2>
      <fieldset className="radio-group host-decided-by" disabled={actions.pending !== null}>
        <legend>The winner is decided by</legend>
        {DECIDED_BY_CHOICES.map((choice) => (
          <label key={choice.value} className="radio-option">
            <input type="radio" name="decidedBy" value={choice.value} checked={decidedBy === choice.value} onChange={() => setDecidedBy(choice.value)} />
            <span>
              <strong>{choice.label}</strong>
              <span className="field-hint">{choice.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {started ? null : <p className="field-hint host-hint">Start the night (put a poem on stage or open a round) to reveal a winner.</p>}
      <div className="actions">
        <button type="button" className="button button--primary" onClick={() => void actions.reveal(decidedBy)} disabled={actions.pending !== null || !started || phase.kind === 'revealed'}>
          {actions.pending === 'reveal' ? 'Revealing…' : 'Reveal winner'}
        </button>
        <button type="button" className="button button--danger" onClick={onEnd} disabled={actions.pending !== null || !started}>
          {actions.pending === 'end' ? 'Ending…' : 'End night'}
        </button>
      </div>
    </section>
  );
}

function NowPanel({ show, phase, joinCode }: { show: LiveShowData; phase: LivePhase; joinCode: string | undefined }) {
  const status = useSocketStatus();
  return (
    <section className="card host-now" aria-label="The night now">
      {status === 'reconnecting' ? (
        <p className="notice notice--error" role="status">
          Reconnecting…
        </p>
      ) : null}
      <RoundState phase={phase} variant="host" />
      <p className="host-stage-line">
        On stage: {show.stage ? <strong>{`${poemTitle(show.stage)} by ${show.stage.authorName}`}</strong> : <span className="host-muted">nobody</span>}
      </p>
      {phase.kind === 'revealed' ? (
        <p className="host-stage-line">
          Winner: {show.winner ? <strong>{`${poemTitle(show.winner)} by ${show.winner.authorName}`}</strong> : <span className="host-muted">no poem received votes</span>}
          {show.winnerDecidedBy ? <span className="host-muted">{` (by ${DECIDING_VOTES[show.winnerDecidedBy]})`}</span> : null}
        </p>
      ) : null}
      {joinCode ? (
        <p className="host-join-code">
          Join code <span data-join-code={joinCode}>{joinCode}</span>
        </p>
      ) : null}
    </section>
  );
}

function HostControls({ topicId }: { topicId: string }) {
  const result = useQuery(LiveHostQuery, { variables: { topicId, first: NIGHT_POEMS } });
  const { data, error, refetch } = result;
  const notFound = hasErrorCode(error, 'NOT_FOUND');
  // A topic hidden mid-night: the fresh read says so.
  useLiveShowUpdates(topicId, { skip: notFound, onGone: () => void refetch().catch(() => null) });
  useTopicVotes(notFound ? undefined : topicId);
  const show = getFragmentData(LiveShowFragment, data?.liveShow);
  const phase = useLivePhase(show);
  const serverOffsetMs = useServerOffset(show?.serverTime);
  const joinCode = useLiveJoinCode(topicId, {
    enabled: phase.kind === 'open' && phase.round.roomOnly,
    roundKey: show?.round ? String(show.round.number) : '',
    serverOffsetMs,
  });
  const actions = useHostActions(topicId);

  if (notFound) {
    return (
      <Page title="Topic not found" lead="There is no slam night to run here: the topic does not exist or is not public.">
        <Link to="/admin/topics" className="button button--primary">
          Back to topics
        </Link>
      </Page>
    );
  }
  const ending = () => {
    if (window.confirm(END_CONFIRM)) void actions.end();
  };
  return (
    <QueryCell result={result} loading={<PageLoading label="Loading the night…" />}>
      {(data) =>
        show && (
          <Page title={`Slam night: ${show.topic.title}`} lead="Run the night from here while the room watches the projector.">
            <p className="host-links">
              <a href={`/live/${topicId}`} target="_blank" rel="noreferrer" className="button button--secondary button--small">
                Open the projector
              </a>
              <Link to="/admin/topics">All topics</Link>
            </p>
            <div className="host-layout">
              <NowPanel show={show} phase={phase} joinCode={joinCode?.code} />
              {actions.failure ? <ErrorBanner message={actions.failure.message} onDismiss={actions.dismissFailure} /> : null}
              <div className="host-column">
                <RoundForm actions={actions} phase={phase} />
                <FinishSection actions={actions} phase={phase} onEnd={ending} />
              </div>
              <StageList actions={actions} poems={getFragmentData(LiveTallyFragment, data.votingPoems.nodes)} show={show} />
            </div>
          </Page>
        )
      }
    </QueryCell>
  );
}

/** A host's second screen for a topic's slam night: the stage, the rounds, the reveal. */
export default function HostPage() {
  const { topicId = '' } = useParams();
  return <HostControls key={topicId} topicId={topicId} />;
}
