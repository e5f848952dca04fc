import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../__generated__';
import { formatDate } from '../lib/format';
import { PoemVideo } from '../media/PoemVideo';
import { NO_TRANSCRIPT, poemTitle, voteCountLabel } from './poemText';
import { VoteButton } from './VoteButton';
import { VoteProgress } from './VoteProgress';

const PoemCardFragment = graphql(`
  fragment PoemCard_poem on Poem {
    id
    title
    transcript
    authorName
    topicId
    topicTitle
    beatTitle
    ...PoemVideo_media
    voteCount
    frozen
    submittedAt
    ...VoteButton_poem
  }
`);

/** How wide each variant's player is, for a poster of that size: a card's column, or most of the page. */
const PLAYER_SIZE = {
  card: { sizes: '(max-width: 40rem) calc(100vw - 4.5rem), 22rem' },
  featured: { sizes: '(max-width: 48rem) 100vw, 58vw' },
} as const;

export type PoemCardPoem = FragmentType<typeof PoemCardFragment>;

interface PoemCardProps {
  poem: PoemCardPoem;
  votingOpen: boolean;
  /** 'featured' is the large card at the top of home and a poem's own page. */
  variant?: 'card' | 'featured';
  /** Badges beside the title, such as 'Top Voted' or 'Winner'. */
  badges?: ReactNode;
  voteLabel?: string;
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** The page's own poem: Auto plays what the connection sustains; any other card plays the copy its box needs. */
  pagePoem?: boolean;
}

/** A public poem: its video, who wrote it, its transcript, its live count and the vote control. */
export function PoemCard({ poem: shown, votingOpen, variant = 'card', badges, voteLabel, headingLevel = 'h3', pagePoem = false }: PoemCardProps) {
  const poem = getFragmentData(PoemCardFragment, shown);
  const title = poemTitle(poem);
  const Heading = headingLevel;
  return (
    <article className={`card poem-card poem-card--${variant}`} aria-label={title}>
      <PoemVideo
        video={poem}
        label={`${title}, by ${poem.authorName}`}
        playWhenVisible
        inList={!pagePoem}
        {...PLAYER_SIZE[variant]}
      />
      <div className="poem-card-body">
        <div className="poem-card-heading">
          <Heading>
            <Link to={`/poems/${poem.id}`}>{title}</Link>
          </Heading>
          <span className="vote-count" aria-live="polite">
            {voteCountLabel(poem.voteCount)}
          </span>
        </div>
        <p className="card-meta">
          By {poem.authorName} · <time dateTime={poem.submittedAt}>{formatDate(poem.submittedAt)}</time>
        </p>
        {badges || poem.beatTitle ? (
          <p className="poem-card-tags">
            {badges}
            {poem.beatTitle ? <span className="tag">With Beat</span> : null}
          </p>
        ) : null}
        <div className={poem.transcript.trim() ? 'transcript' : 'transcript transcript--missing'} tabIndex={0} aria-label={`Transcript of ${title}`}>
          {poem.transcript.trim() || NO_TRANSCRIPT}
        </div>
        <VoteProgress voteCount={poem.voteCount} frozen={poem.frozen} />
        <div className="card-actions">
          <VoteButton poem={poem} votingOpen={votingOpen} label={voteLabel} size={variant === 'card' ? 'small' : 'large'} />
        </div>
      </div>
    </article>
  );
}
