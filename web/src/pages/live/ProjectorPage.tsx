import { useQuery } from '@apollo/client/react';
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getFragmentData, graphql, type DocumentType } from '../../__generated__';
import { hasErrorCode } from '../../apollo/errors';
import { useSocketStatus } from '../../apollo/useSocketStatus';
import { QueryCell } from '../../components/QueryCell';
import { formatCents } from '../../lib/format';
import { DECIDING_VOTES, LiveShowFragment, NIGHT_POEMS, useLiveShowUpdates, useLivePhase, useServerOffset, type LivePhase, type LiveShowData } from '../../live/liveShow';
import { QrCode } from '../../live/QrCode';
import { RoundState } from '../../live/RoundState';
import { useLiveJoinCode } from '../../live/useLiveJoinCode';
import { poemTitle, voteCountLabel } from '../../poems/poemText';
import { useTopicVotes } from '../../poems/useTopicVotes';
import { useViewer } from '../../viewer/viewerContext';
import { leadersOf, LiveTallyFragment, TallyBoard, type LiveTallyPoem } from './TallyBoard';
import './live.css';

const LiveProjectorQuery = graphql(`
  query LiveProjectorQuery($topicId: ID!, $first: Int!) {
    liveShow(topicId: $topicId) {
      ...LiveShow_show
    }
    topicVoting(topicId: $topicId) {
      topicId
      bountyTarget
      bountyCents
      bountyPoem {
        id
        title
        authorName
      }
    }
    votingPoems(topicId: $topicId, sort: VOTES, first: $first) {
      totalCount
      nodes {
        ...LiveTally_poem
      }
    }
  }
`);

type TopicVoting = NonNullable<DocumentType<typeof LiveProjectorQuery>['topicVoting']>;

function FullScreenMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="projector projector--message">
      <title>{`${title} · Spoken`}</title>
      <div className="projector-message">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** The short address a phone can type, and the full one its camera reads from the code. */
function JoinPanel({ topicId, code }: { topicId: string; code: string | undefined }) {
  const voteUrl = `${window.location.origin}/live/${topicId}/vote${code ? `?code=${code}` : ''}`;
  return (
    <section className="projector-panel join-panel" aria-label="Vote on your phone">
      <h2>Vote on your phone</h2>
      <QrCode className="join-qr" value={voteUrl} label="QR code to vote on your phone" />
      <p className="join-address">
        or go to{' '}
        <strong>
          {window.location.host}
          <wbr />
          /live
        </strong>
      </p>
      {code ? (
        <div className="join-code">
          <span className="join-code-label">Join code</span>
          <span className="join-code-digits" data-join-code={code}>
            {code}
          </span>
        </div>
      ) : null}
    </section>
  );
}

/** The 500-vote bounty: how near the leader is, or who won it. */
function Bounty({ voting, leaderVotes }: { voting: TopicVoting; leaderVotes: number }) {
  const { bountyTarget, bountyCents, bountyPoem } = voting;
  const shown = Math.min(leaderVotes, bountyTarget);
  if (bountyPoem) {
    return (
      <p className="bounty bounty--won">
        <strong>{poemTitle(bountyPoem)}</strong> by {bountyPoem.authorName} reached {bountyTarget} votes first and won <strong>{formatCents(bountyCents)}</strong>
      </p>
    );
  }
  return (
    <div className="bounty">
      <p>
        First to {bountyTarget} votes wins <strong>{formatCents(bountyCents)}</strong>
      </p>
      <div className="bounty-bar" role="progressbar" aria-valuemin={0} aria-valuemax={bountyTarget} aria-valuenow={shown} aria-label="The leader's votes toward the bounty">
        <div className="bounty-bar-fill" style={{ transform: `scaleX(${shown / bountyTarget})` }} />
      </div>
      <p className="bounty-figures">
        Leader {shown} / {bountyTarget}
      </p>
    </div>
  );
}

/** The revealed winner, with the count that decided it large and the other small. */
function WinnerCard({ show, poems }: { show: LiveShowData; poems: readonly LiveTallyPoem[] }) {
  const { winner, winnerDecidedBy } = show;
  const decidedBy = winnerDecidedBy ? <p className="winner-basis">Decided by {DECIDING_VOTES[winnerDecidedBy]}</p> : null;
  if (!winner) {
    return (
      <section className="winner-card" aria-label="Winner">
        <p className="eyebrow-live">The result</p>
        <h2 className="winner-title">{winnerDecidedBy === 'OVERALL' ? 'No poem received votes' : 'No poem received votes tonight'}</h2>
        {decidedBy}
      </section>
    );
  }
  // The board's counts are live; the winner's were read at the reveal.
  const { nightVoteCount, voteCount } = poems.find((poem) => poem.id === winner.id) ?? winner;
  const [tonight, overall] = [`${voteCountLabel(nightVoteCount)} tonight`, `${voteCountLabel(voteCount)} in all`];
  const [deciding, other] = winnerDecidedBy === 'OVERALL' ? [overall, tonight] : [tonight, overall];
  return (
    <section className="winner-card" aria-label="Winner" data-winner-id={winner.id}>
      <p className="eyebrow-live">The winner</p>
      <h2 className="winner-title">{poemTitle(winner)}</h2>
      <p className="winner-poet">by {winner.authorName}</p>
      <p className="winner-votes">
        {deciding} <span className="winner-votes-other">{other}</span>
      </p>
      {decidedBy}
    </section>
  );
}

const subscribeToFullScreen = (listener: () => void) => {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
};

function FullScreenButton() {
  const fullScreen = useSyncExternalStore(subscribeToFullScreen, () => document.fullscreenElement !== null);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => null);
    else void document.documentElement.requestFullscreen().catch(() => null);
  }, []);
  if (!document.fullscreenEnabled) return null;
  return (
    <button type="button" className="projector-tool" onClick={toggle}>
      {fullScreen ? 'Leave full screen' : 'Full screen'}
    </button>
  );
}

function Projector({ topicId, isAdmin }: { topicId: string; isAdmin: boolean }) {
  const result = useQuery(LiveProjectorQuery, { variables: { topicId, first: NIGHT_POEMS } });
  const { data, error, refetch } = result;
  const notFound = hasErrorCode(error, 'NOT_FOUND');
  // A topic hidden mid-night: the fresh read says so.
  useLiveShowUpdates(topicId, { skip: notFound, onGone: () => void refetch().catch(() => null) });
  useTopicVotes(notFound ? undefined : topicId);
  const show = getFragmentData(LiveShowFragment, data?.liveShow);
  const phase = useLivePhase(show);
  const serverOffsetMs = useServerOffset(show?.serverTime);
  const roomRoundOpen = phase.kind === 'open' && phase.round.roomOnly;
  const joinCode = useLiveJoinCode(topicId, {
    enabled: isAdmin && roomRoundOpen,
    roundKey: show?.round ? String(show.round.number) : '',
    serverOffsetMs,
  });

  if (notFound) {
    return (
      <FullScreenMessage title="Topic not found">
        <p>There is no slam night to show here: the topic does not exist or is not public.</p>
        <Link to="/" className="button button--primary button--large">
          Return to Home
        </Link>
      </FullScreenMessage>
    );
  }
  return (
    <QueryCell
      result={result}
      loading={
        <div className="projector projector--message" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>Loading the night…</span>
        </div>
      }
      failureFrame={(banner) => <FullScreenMessage title="The night could not be loaded">{banner}</FullScreenMessage>}
    >
      {(data) => show && <NightScreen topicId={topicId} isAdmin={isAdmin} data={data} show={show} phase={phase} joinCode={joinCode?.code} />}
    </QueryCell>
  );
}

interface NightScreenProps {
  topicId: string;
  isAdmin: boolean;
  data: DocumentType<typeof LiveProjectorQuery>;
  show: LiveShowData;
  phase: LivePhase;
  joinCode: string | undefined;
}

function NightScreen({ topicId, isAdmin, data, show, phase, joinCode }: NightScreenProps) {
  const poems = getFragmentData(LiveTallyFragment, data.votingPoems.nodes);
  // The bounty is won on all the votes, whatever the night.
  const { top } = leadersOf(poems, 'overall');
  const revealed = phase.kind === 'revealed';
  return (
    <div className={`projector${revealed ? ' projector--revealed' : ''}`}>
      <title>{`${show.topic.title} · Slam night · Spoken`}</title>
      <header className="projector-header">
        <div className="projector-heading">
          <p className="eyebrow-live">Spoken slam night</p>
          <h1>{show.topic.title}</h1>
          {!revealed && data.topicVoting ? <Bounty voting={data.topicVoting} leaderVotes={top} /> : null}
        </div>
        <RoundState phase={phase} variant="projector" />
      </header>

      {revealed ? null : (
        <section className={`stage-strip${show.stage ? '' : ' stage-strip--empty'}`} aria-label="Now on stage">
          {show.stage ? (
            <>
              <span className="stage-label">Now on stage</span>
              <span className="stage-title">{poemTitle(show.stage)}</span>
              <span className="stage-poet">{show.stage.authorName}</span>
            </>
          ) : (
            <span className="stage-label">The stage is empty</span>
          )}
        </section>
      )}

      <div className="projector-body">
        {revealed ? <WinnerCard show={show} poems={poems} /> : null}
        <TallyBoard
          poems={poems}
          counted={show.running && show.winnerDecidedBy !== 'OVERALL' ? 'night' : 'overall'}
          night={show.running}
          stageId={revealed ? undefined : show.stage?.id}
          winnerId={revealed ? (show.winner?.id ?? null) : undefined}
          totalCount={data.votingPoems.totalCount}
          label={revealed ? 'Final tallies' : 'Tallies'}
        />
        {revealed ? null : (
          <aside className="projector-aside">
            <JoinPanel topicId={topicId} code={joinCode} />
          </aside>
        )}
      </div>

      <div className="projector-tools">
        {isAdmin ? (
          <Link to={`/live/${topicId}/host`} className="projector-tool">
            Host controls
          </Link>
        ) : null}
        <FullScreenButton />
      </div>
    </div>
  );
}

function ReconnectingBanner() {
  const status = useSocketStatus();
  if (status !== 'reconnecting') return null;
  return (
    <div className="live-reconnecting" role="status">
      Reconnecting…
    </div>
  );
}

/** The slam night on a room's screen: tallies, the stage, the round, the code to vote, the winner. */
export default function ProjectorPage() {
  const { topicId = '' } = useParams();
  const viewer = useViewer();
  const isAdmin = viewer.status === 'signedIn' && viewer.isAdmin;
  return (
    <>
      <ReconnectingBanner />
      <Projector key={topicId} topicId={topicId} isAdmin={isAdmin} />
    </>
  );
}
