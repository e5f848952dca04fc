import { SkeletonCards } from '../../../components/Skeleton';
import { adminReadFailureText } from '../../../apollo/errors';
import { TopicForm } from './TopicForm';
import { TopicTable } from './TopicTable';
import { VoidTopicVotes } from './VoidTopicVotes';
import { useAdminTopics } from './useAdminTopics';
import { QueryCell } from '../../../components/QueryCell';

/** The add-topic form over the topic list, and the voiding of votes across a topic under it. */
export function TopicsManager() {
  const { topics, error, refetch } = useAdminTopics();
  return (
    <>
      <TopicForm />
      <QueryCell result={{ data: topics, error, refetch }} failure={adminReadFailureText} loading={<SkeletonCards count={2} label="Loading topics…" />}>
        {(shown) => (
          <>
            <TopicTable topics={shown} />
            {shown.length > 0 ? <VoidTopicVotes topics={shown} /> : null}
          </>
        )}
      </QueryCell>
    </>
  );
}
