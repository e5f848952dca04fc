import { ErrorBanner, LOAD_FAILED } from '../../components/ErrorBanner';
import { Page } from '../../components/Page';
import { SkeletonCards } from '../../components/Skeleton';
import { useActiveTopics } from '../../topics/useActiveTopics';
import { TopicCard } from './TopicCard';
import './topics.css';

export default function TopicsPage() {
  const { topics, loading, error, refetch } = useActiveTopics();
  return (
    <Page title="Topics" lead="The themes open right now. Pick one that moves you and make a poem of it.">
      {error && !topics ? <ErrorBanner message={LOAD_FAILED} onRetry={() => void refetch()} /> : null}
      {loading ? <SkeletonCards count={3} label="Loading topics…" /> : null}
      {topics?.length === 0 ? (
        <div className="empty-state">
          <p>No topics available at the moment.</p>
        </div>
      ) : null}
      {topics && topics.length > 0 ? (
        <ul className="card-grid topic-grid">
          {topics.map((topic) => (
            <li key={topic.id}>
              <TopicCard topic={topic} />
            </li>
          ))}
        </ul>
      ) : null}
    </Page>
  );
}
