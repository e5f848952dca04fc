import { SkeletonCards } from '../../../components/Skeleton';
import { adminReadFailureText } from '../../../apollo/errors';
import { TopicForm } from './TopicForm';
import { TopicTable } from './TopicTable';
import { useAdminTopics } from './useAdminTopics';
import { QueryCell } from '../../../components/QueryCell';

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
      <QueryCell result={{ data: topics, error, refetch }} failure={adminReadFailureText} loading={<SkeletonCards count={2} label="Loading topics…" />}>
        {(shown) => <TopicTable topics={shown} manage={manage} emptyText={emptyText} />}
      </QueryCell>
    </>
  );
}
