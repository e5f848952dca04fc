import { formatDate } from '../../../lib/format';
import type { ActiveTopic } from '../../../topics/useActiveTopics';
import { StepHeading } from './StepHeading';

interface TopicStepProps {
  topics: readonly ActiveTopic[];
  onChoose: (topicId: string) => void;
}

/** Step 1: the topics open for submissions, each with its description and deadline. */
export function TopicStep({ topics, onChoose }: TopicStepProps) {
  return (
    <section aria-labelledby="step-1-heading">
      <StepHeading id="step-1-heading" number={1} title="Select Topic" />
      {topics.length === 0 ? (
        <p className="empty-state">No topics are currently available for submission.</p>
      ) : (
        <ul className="card-grid topic-options">
          {topics.map((topic) => (
            <li key={topic.id} className="card topic-option">
              <h3>{topic.title}</h3>
              {topic.description ? <p>{topic.description}</p> : null}
              {topic.deadline ? <p className="card-meta">Submissions close {formatDate(topic.deadline)}</p> : null}
              <div className="card-actions">
                <button type="button" className="button button--primary" onClick={() => onChoose(topic.id)}>
                  Select<span className="visually-hidden"> {topic.title}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
