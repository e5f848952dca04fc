import { Page } from '../../components/Page';
import { QueryCell } from '../../components/QueryCell';
import { SkeletonCards } from '../../components/Skeleton';
import { useActiveTopics } from '../../topics/useActiveTopics';
import { TopicCard } from './TopicCard';
import './topics.css';

export default function TopicsPage() {
  const { topics, error, refetch } = useActiveTopics();
  return (
    <Page title="Topics" lead="The themes open right now. Pick one that moves you and make a poem of it.">
      <QueryCell
        result={{ data: topics, error, refetch }}
        loading={<SkeletonCards count={3} label="Loading topics…" />}
        isEmpty={(shown) => shown.length === 0}
        empty={
          <div className="empty-state">
            <p>No topics available at the moment.</p>
          </div>
        }
      >
        {(shown) => (
          <ul className="card-grid topic-grid">
            {shown.map((topic) => (
              <li key={topic.id}>
                <TopicCard topic={topic} />
              </li>
            ))}
          </ul>
        )}
      </QueryCell>
    </Page>
  );
}
