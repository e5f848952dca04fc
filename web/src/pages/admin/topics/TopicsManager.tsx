import { SkeletonCards } from '../../../components/Skeleton';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { adminErrorText } from '../../../apollo/errors';
import { TopicForm } from './TopicForm';
import { TopicTable } from './TopicTable';
import { useAdminTopics } from './useAdminTopics';

interface TopicsManagerProps {
  manage?: boolean;
  emptyText: string;
}

/** The add-topic form over the topic list: the topic management page and the dashboard's Topics tab. */
export function TopicsManager({ manage = false, emptyText }: TopicsManagerProps) {
  const { topics, error, refetch } = useAdminTopics();
  return (
    <>
      <TopicForm />
      {error ? (
        <ErrorBanner message={adminErrorText('fetching data', error)} onRetry={() => void refetch()} />
      ) : !topics ? (
        <SkeletonCards count={2} label="Loading topics…" />
      ) : (
        <TopicTable topics={topics} manage={manage} emptyText={emptyText} />
      )}
    </>
  );
}
