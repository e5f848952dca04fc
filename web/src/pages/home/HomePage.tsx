import { useState } from 'react';
import { Link } from 'react-router-dom';
import { QueryCell } from '../../components/QueryCell';
import { StepList } from '../../components/StepList';
import { formatCents } from '../../lib/format';
import { useSiteRules, type SiteRules } from '../../lib/siteRules';
import { useActiveTopics } from '../../topics/useActiveTopics';
import { useIsAdmin } from '../../viewer/viewerContext';
import { HeroVideo } from './HeroVideo';
import { TopPoems } from './TopPoems';
import { VideoChannelLink } from './VideoChannelLink';
import './home.css';

const howItWorks = (rewards: SiteRules | undefined) => [
  { title: 'Choose a Topic', body: 'Browse the open topics and pick the one that speaks to you.' },
  { title: 'Record Your Poem', body: 'Perform on camera right in your browser, over one of our beats if you like.' },
  {
    title: 'Get Votes & Rewards',
    body: rewards
      ? `Approved poems earn ${formatCents(rewards.approvalCents)} and go up for a public vote. The first to ${rewards.bountyTarget} votes on a topic wins ${formatCents(rewards.bountyCents)}.`
      : 'Approved poems go up for a public vote.',
  },
];

function BrowseByTopic() {
  const { topics, error, refetch } = useActiveTopics();
  const [chosenId, setChosenId] = useState<string | null>(null);
  return (
    <QueryCell
      result={{ data: topics, error, refetch }}
      loading={
        <div className="topic-chips" role="status">
          <span className="visually-hidden">Loading topics…</span>
          <span className="skeleton topic-chip-skeleton" aria-hidden="true" />
          <span className="skeleton topic-chip-skeleton" aria-hidden="true" />
        </div>
      }
    >
      {(shown) => {
        // The first active topic unless another was chosen; a chosen topic that was hidden falls back to it.
        const topic = shown.find((candidate) => candidate.id === chosenId) ?? shown[0];
        if (!topic) return <p className="empty-state">No topics available at the moment.</p>;

        return (
          <>
            <div className="topic-chips" role="group" aria-label="Topics">
              {shown.map((candidate) => (
                <button
                  key={candidate.id}
                  type="button"
                  className="topic-chip"
                  aria-pressed={candidate.id === topic.id}
                  onClick={() => setChosenId(candidate.id)}
                >
                  {candidate.title}
                </button>
              ))}
            </div>
            {topic.description ? <p className="topic-description">{topic.description}</p> : null}
            <TopPoems key={topic.id} topic={topic} />
          </>
        );
      }}
    </QueryCell>
  );
}

export default function HomePage() {
  const isAdmin = useIsAdmin();
  const rewards = useSiteRules();
  return (
    <div className="home">
      <title>Spoken · Spoken-word poetry competitions</title>
      <section className="hero" aria-labelledby="hero-heading">
        <div className="hero-text">
          <p className="eyebrow">Spoken-word poetry competitions</p>
          <h1 id="hero-heading">Say it out loud.</h1>
          {rewards ? (
            <p className="hero-prize">
              Record a poem on one of this season's topics and earn {formatCents(rewards.approvalCents)} when it's approved.
              The first poem on a topic to reach {rewards.bountyTarget} votes wins {formatCents(rewards.bountyCents)}.
            </p>
          ) : null}
          <div className="hero-actions">
            {isAdmin ? null : (
              <Link to="/submit" className="button button--primary button--large">
                Create a Poem
              </Link>
            )}
            <Link to="/voting" className="button button--secondary button--large">
              Vote for Poems
            </Link>
          </div>
        </div>
        <HeroVideo />
      </section>

      <section className="section" aria-labelledby="browse-by-topic">
        <h2 id="browse-by-topic">Browse by Topic</h2>
        <BrowseByTopic />
      </section>

      <section className="section" aria-labelledby="how-it-works">
        <h2 id="how-it-works">How It Works</h2>
        <StepList steps={howItWorks(rewards)} />
      </section>

      <VideoChannelLink />
    </div>
  );
}
