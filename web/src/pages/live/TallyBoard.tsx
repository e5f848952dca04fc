import type { CSSProperties } from 'react';
import { graphql, type DocumentType } from '../../__generated__';
import { poemTitle, voteCountLabel } from '../../poems/poemText';

export const LiveTallyFragment = graphql(`
  fragment LiveTally_poem on Poem {
    id
    title
    authorName
    voteCount
    voteVersion
    frozen
    nightVoteCount
    submittedAt
  }
`);

export type LiveTallyPoem = DocumentType<typeof LiveTallyFragment>;

/** Rows a projector can show legibly; past this, the most-voted poems (and the one on stage) are shown. */
const MAX_ROWS = 16;
/** Rows in one column before the board splits into two. */
const ROWS_PER_COLUMN = 8;

/** Which of a poem's counts a board leads with: the votes cast in the night's rounds, or all its votes. */
export type Counted = 'night' | 'overall';

const countOf = (poem: LiveTallyPoem, counted: Counted) => (counted === 'night' ? poem.nightVoteCount : poem.voteCount);

/** The most votes (as `counted`) any poem has, and which poems have them (none while nobody has a vote). */
export function leadersOf(poems: readonly LiveTallyPoem[], counted: Counted): { top: number; ids: Set<string> } {
  const top = poems.reduce((most, poem) => Math.max(most, countOf(poem, counted)), 0);
  return { top, ids: new Set(top > 0 ? poems.filter((poem) => countOf(poem, counted) === top).map((poem) => poem.id) : []) };
}

const byVotes = (counted: Counted) => (a: LiveTallyPoem, b: LiveTallyPoem) => countOf(b, counted) - countOf(a, counted);
const bySubmission = (a: LiveTallyPoem, b: LiveTallyPoem) => Date.parse(a.submittedAt) - Date.parse(b.submittedAt) || a.id.localeCompare(b.id);

/**
 * The poems a board shows: all of them, or the most-voted and the one on stage when there are too
 * many to read. While votes come in they keep the order they were submitted in, so no row jumps;
 * the final tallies are ranked.
 */
function shownPoems(poems: readonly LiveTallyPoem[], counted: Counted, stageId: string | undefined, ranked: boolean): LiveTallyPoem[] {
  let shown = [...poems];
  if (shown.length > MAX_ROWS) {
    const mostVoted = [...poems].sort(byVotes(counted));
    const kept = new Set(mostVoted.slice(0, MAX_ROWS).map((poem) => poem.id));
    if (stageId && !kept.has(stageId)) {
      const last = mostVoted[MAX_ROWS - 1];
      if (last) kept.delete(last.id);
      kept.add(stageId);
    }
    shown = poems.filter((poem) => kept.has(poem.id));
  }
  return shown.sort(ranked ? (a, b) => byVotes(counted)(a, b) || bySubmission(a, b) : bySubmission);
}

/**
 * A row's count: the one it leads with, large, and while a night runs the other, small. The
 * attributes name each count's kind (`data-tally` is all the poem's votes).
 */
function TallyCount({ poem, counted, night }: { poem: LiveTallyPoem; counted: Counted; night: boolean }) {
  const tonight = <span data-night-tally={poem.nightVoteCount}>{poem.nightVoteCount}</span>;
  const overall = <span data-tally={poem.voteCount}>{poem.voteCount}</span>;
  if (!night) {
    return (
      <p className="tally-count" aria-label={voteCountLabel(poem.voteCount)}>
        {overall}
      </p>
    );
  }
  const label = `${voteCountLabel(poem.nightVoteCount)} tonight, ${poem.voteCount} in all`;
  return (
    <p className="tally-count" aria-label={label}>
      {counted === 'night' ? tonight : overall}
      <span className="tally-count-other">{counted === 'night' ? <>{overall} in all</> : <>{tonight} tonight</>}</span>
    </p>
  );
}

interface TallyBoardProps {
  poems: readonly LiveTallyPoem[];
  /** The count each row leads with; the bars, the leader and a final ranking follow it. */
  counted: Counted;
  /** A night is running: each row shows its other count too, small. */
  night: boolean;
  stageId?: string;
  /** After the reveal: the rows are ranked, and the winner marked instead of the leader. */
  winnerId?: string | null;
  /** The total the topic has, when more poems exist than were read. */
  totalCount: number;
  label: string;
}

/** Each poem's tally as a bar against the leader's, the leader and the poem on stage marked. */
export function TallyBoard({ poems, counted, night, stageId, winnerId, totalCount, label }: TallyBoardProps) {
  const final = winnerId !== undefined;
  if (poems.length === 0) {
    return (
      <section className="tally-board tally-board--empty" aria-label={label}>
        <p>No approved poems on this topic yet.</p>
      </section>
    );
  }
  const { top, ids: leaders } = leadersOf(poems, counted);
  const shown = shownPoems(poems, counted, stageId, final);
  const hidden = totalCount - shown.length;
  const rows = shown.length > ROWS_PER_COLUMN ? Math.ceil(shown.length / 2) : shown.length;
  return (
    <section className="tally-board" aria-label={label}>
      {final || night ? (
        <div className="tally-header">
          {final ? <h2 className="tally-heading">{label}</h2> : null}
          {night ? <p className="tally-legend">{counted === 'night' ? 'Votes tonight' : 'All votes'}</p> : null}
        </div>
      ) : null}
      <ol className="tally-list" style={{ '--tally-rows': rows } as CSSProperties} data-columns={shown.length > ROWS_PER_COLUMN ? 2 : 1}>
        {shown.map((poem) => {
          const onStage = poem.id === stageId;
          const leading = final ? poem.id === winnerId : leaders.has(poem.id);
          const votes = countOf(poem, counted);
          const share = top > 0 ? votes / top : 0;
          return (
            <li
              key={poem.id}
              className={`tally-row${onStage ? ' is-on-stage' : ''}${leading ? ' is-leader' : ''}`}
              data-poem-id={poem.id}
              aria-current={onStage ? 'true' : undefined}
            >
              <p className="tally-name">
                <span className="tally-title">{poemTitle(poem)}</span>
                <span className="tally-poet">{poem.authorName}</span>
                {onStage ? <span className="live-tag live-tag--stage">On stage</span> : null}
                {leading ? <span className="live-tag live-tag--leader">{final ? 'Winner' : leaders.size > 1 ? 'Tied for the lead' : 'Leading'}</span> : null}
              </p>
              <div className="tally-bar" aria-hidden="true">
                <div className="tally-bar-fill" style={{ transform: `scaleX(${share})` }} />
              </div>
              <TallyCount poem={poem} counted={counted} night={night} />
            </li>
          );
        })}
      </ol>
      {hidden > 0 ? <p className="tally-more">and {hidden} more {hidden === 1 ? 'poem' : 'poems'}</p> : null}
    </section>
  );
}
