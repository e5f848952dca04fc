import { formatCents } from '../../lib/format';
import { useSiteRules, type SiteRules } from '../../lib/siteRules';

const rulesOf = ({ bountyTarget, bountyCents }: SiteRules) => [
  'Sign in to vote. You have one vote per poem, and it counts once.',
  'Vote for as many poems in a topic as you like, but not for your own.',
  'Change your mind until voting on the topic closes: take a vote back, or give it again.',
  `The first poem on a topic to reach ${bountyTarget} votes wins ${formatCents(bountyCents)} at once. Its count then stops and its votes are final.`,
  `The ${formatCents(bountyCents)} becomes payable after a 24-hour review. Votes found to break the rules are voided and stop counting, and the poem’s page says how many and why.`,
  'When voting closes, the poem with the most votes is the topic’s winner.',
];

/** The rules as the server enforces them. */
export function HowVotingWorks() {
  const rewards = useSiteRules();
  if (!rewards) return null;
  return (
    <aside className="how-voting-works" aria-labelledby="how-voting-works">
      <h2 id="how-voting-works">How Voting Works</h2>
      <ol>
        {rulesOf(rewards).map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </aside>
  );
}
