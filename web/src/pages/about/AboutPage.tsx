import { Link } from 'react-router-dom';
import { Page } from '../../components/Page';
import { StepList } from '../../components/StepList';
import { formatCents } from '../../lib/format';
import { PageText } from '../text/PageText';
import { useSiteRules, type SiteRules } from '../../lib/siteRules';
import './about.css';

const steps = (rewards: SiteRules | undefined) => [
  {
    title: 'Choose a topic',
    body: 'Each competition starts with a topic. Browse the ones open right now and pick the one that sparks something in you.',
  },
  {
    title: 'Record your poem',
    body: 'Perform it on camera, straight from your browser. Lay it over one of our background beats if you want music under your words, or let your voice carry it alone.',
  },
  {
    title: 'Get rewarded',
    body: `Our team watches every submission. Approved poems${rewards ? ` earn ${formatCents(rewards.approvalCents)} and` : ''} are featured on Spoken, where the community votes for its favourites.`,
  },
];

export default function AboutPage() {
  const rewards = useSiteRules();
  return (
    <Page title="About Spoken" lead="Who we are, how a poem gets from your phone to the public, and what poets earn.">
      <section className="section" aria-labelledby="mission">
        <h2 id="mission">Our Mission</h2>
        <PageText pageKey="ABOUT" title="About Spoken" headingLevel={3} />
      </section>

      <section className="section" aria-labelledby="about-how-it-works">
        <h2 id="about-how-it-works">How It Works</h2>
        <StepList steps={steps(rewards)} />
      </section>

      {rewards ? (
        <section className="section callout" aria-labelledby="rewards">
          <h2 id="rewards">Rewards</h2>
          <p>
            Every approved poem earns <strong>{formatCents(rewards.approvalCents)}</strong> and is featured on Spoken for the
            public to watch and vote on. The first poem on a topic to reach {rewards.bountyTarget} votes earns a further{' '}
            <strong>{formatCents(rewards.bountyCents)}</strong>.
          </p>
        </section>
      ) : null}

      <section className="section cta" aria-labelledby="join">
        <h2 id="join">Ready to be heard?</h2>
        <p>Create a free account, choose a topic, and record your first poem today.</p>
        <Link to="/register" className="button button--primary button--large">
          Join Our Community
        </Link>
      </section>
    </Page>
  );
}
