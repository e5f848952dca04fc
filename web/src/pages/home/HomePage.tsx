import { Link } from 'react-router-dom';
import { StepList } from '../../components/StepList';
import { formatRand } from '../../lib/format';
import { APPROVAL_REWARD_RAND, FIRST_TO_VOTES_REWARD_RAND, PRIZE_VOTE_THRESHOLD } from '../../lib/rewards';

const HOW_IT_WORKS = [
  { title: 'Choose a Topic', body: 'Browse the open topics and pick the one that speaks to you.' },
  { title: 'Record Your Poem', body: 'Perform on camera right in your browser, over one of our beats if you like.' },
  {
    title: 'Get Votes & Rewards',
    body: `Approved poems earn ${formatRand(APPROVAL_REWARD_RAND)} and go up for a public vote.`,
  },
];

export default function HomePage() {
  return (
    <div className="home">
      <title>Spoken · Spoken-word poetry competitions</title>
      <section className="hero" aria-labelledby="hero-heading">
        <p className="eyebrow">Spoken-word poetry competitions</p>
        <h1 id="hero-heading">Say it out loud.</h1>
        <p className="hero-prize">
          Record a poem on one of this season's topics and earn {formatRand(APPROVAL_REWARD_RAND)} when it's approved.
          The first poem on a topic to reach {PRIZE_VOTE_THRESHOLD} votes wins {formatRand(FIRST_TO_VOTES_REWARD_RAND)}.
        </p>
        <div className="hero-actions">
          <Link to="/submit" className="button button--primary button--large">
            Create a Poem
          </Link>
          <Link to="/voting" className="button button--secondary button--large">
            Vote for Poems
          </Link>
        </div>
      </section>

      <section className="section" aria-labelledby="how-it-works">
        <h2 id="how-it-works">How It Works</h2>
        <StepList steps={HOW_IT_WORKS} />
      </section>
    </div>
  );
}
