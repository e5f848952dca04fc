import { useQuery, useSubscription } from '@apollo/client/react';
import { getFragmentData, graphql, type DocumentType } from '../../../__generated__';

const AdminTopicFragment = graphql(`
  fragment AdminTopic_topic on Topic {
    id
    title
    description
    active
    deadline
    votingEndsAt
    acceptingSubmissions
    votingOpen
    submissionCount
    createdAt
    updatedAt
  }
`);

export type AdminTopic = DocumentType<typeof AdminTopicFragment>;

export const AdminTopicsQuery = graphql(`
  query AdminTopicsQuery {
    adminTopics {
      id
      title
      ...AdminTopic_topic
    }
  }
`);

const AdminTopicsChangedSubscription = graphql(`
  subscription AdminTopicsChangedSubscription {
    topicsChanged {
      topicId
      deleted
      topic {
        ...AdminTopic_topic
      }
    }
  }
`);

/** Every topic, newest first, kept live as other admins add, change and delete them. */
export function useAdminTopics() {
  const result = useQuery(AdminTopicsQuery);
  useSubscription(AdminTopicsChangedSubscription, {
    // The change is written below: the live payload may lack the submission count only admin reads carry.
    fetchPolicy: 'no-cache',
    onData: ({ client, data }) => {
      const change = data.data?.topicsChanged;
      if (!change) return;
      client.cache.updateQuery({ query: AdminTopicsQuery }, (current) => {
        if (!current) return current;
        const topics = getFragmentData(AdminTopicFragment, current.adminTopics);
        const existing = topics.find((topic) => topic.id === change.topicId);
        const others = topics.filter((topic) => topic.id !== change.topicId);
        if (change.deleted || !change.topic) return { ...current, adminTopics: others };
        const changed = getFragmentData(AdminTopicFragment, change.topic);
        const topic = { ...changed, submissionCount: changed.submissionCount ?? existing?.submissionCount ?? 0 };
        const adminTopics = [...others, topic].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        return { ...current, adminTopics };
      });
    },
  });
  return { topics: getFragmentData(AdminTopicFragment, result.data?.adminTopics), error: result.error && !result.data ? result.error : undefined, refetch: result.refetch };
}
