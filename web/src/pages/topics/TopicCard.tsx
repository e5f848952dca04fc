import { Link } from 'react-router-dom';
import { formatDate, formatSaDateTime } from '../../lib/format';
import { useIsAdmin } from '../../viewer/viewerContext';
import type { ActiveTopic } from '../../topics/useActiveTopics';

/** Where a poet submits on a topic: the dashboard's upload tab with the topic chosen (signed-out people log in first). */
export function submitPath(topicId: string): string {
  return `/dashboard?tab=upload&topic=${encodeURIComponent(topicId)}`;
}

function submissionLine(topic: ActiveTopic): string {
  if (!topic.deadline) return 'Open for submissions';
  const date = formatDate(topic.deadline);
  return topic.acceptingSubmissions ? `Submissions close on ${date}` : `Submissions closed on ${date}`;
}

/** One active topic: what it is about, its dates, and the ways in (vote, submit). */
export function TopicCard({ topic }: { topic: ActiveTopic }) {
  const headingId = `topic-${topic.id}`;
  // Admins do not submit poems (the server refuses them).
  const isAdmin = useIsAdmin();
  return (
    <article className="card topic-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{topic.title}</h2>
      {topic.description ? <p className="topic-description">{topic.description}</p> : null}
      <ul className="topic-dates card-meta">
        <li>{submissionLine(topic)}</li>
        {topic.votingEndsAt ? (
          <li>{topic.votingOpen ? `Voting ends on ${formatSaDateTime(topic.votingEndsAt)}` : `Voting ended on ${formatSaDateTime(topic.votingEndsAt)}`}</li>
        ) : null}
      </ul>
      <div className="card-actions">
        <Link className="button button--primary" to={`/voting/${encodeURIComponent(topic.id)}`}>
          {topic.votingOpen ? 'Vote' : 'View Poems'}
          <span className="visually-hidden"> on {topic.title}</span>
        </Link>
        {topic.acceptingSubmissions && !isAdmin ? (
          <Link className="button button--secondary" to={submitPath(topic.id)}>
            Submit a Poem<span className="visually-hidden"> on {topic.title}</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
