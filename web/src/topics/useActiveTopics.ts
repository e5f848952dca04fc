import type { ApolloCache } from '@apollo/client';
import { useQuery, useSubscription } from '@apollo/client/react';
import { getFragmentData, graphql, type DocumentType } from '../__generated__';

/** What every screen that lists topics shows of one. */
const ActiveTopicFragment = graphql(`
  fragment ActiveTopic_topic on Topic {
    id
    title
    description
    active
    deadline
    votingEndsAt
    acceptingSubmissions
    votingOpen
    createdAt
  }
`);

export type ActiveTopic = DocumentType<typeof ActiveTopicFragment>;

export const ActiveTopicsQuery = graphql(`
  query ActiveTopicsQuery {
    topics {
      ...ActiveTopic_topic
    }
  }
`);

const ActiveTopicsChangedSubscription = graphql(`
  subscription ActiveTopicsChangedSubscription {
    topicsChanged {
      topicId
      deleted
      topic {
        ...ActiveTopic_topic
      }
    }
  }
`);

type TopicChange = DocumentType<typeof ActiveTopicsChangedSubscription>['topicsChanged'];

/** Oldest first, as the API lists them: a new topic joins the end and the first one stays put. */
function byCreation(a: ActiveTopic, b: ActiveTopic): number {
  return a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
}

/** Folds one change into the cached list: a hidden or deleted topic leaves it, an active one joins or is replaced. */
export function applyTopicChange(cache: ApolloCache, change: TopicChange): void {
  cache.updateQuery({ query: ActiveTopicsQuery }, (current) => {
    if (!current) return current;
    const others = getFragmentData(ActiveTopicFragment, current.topics).filter((topic) => topic.id !== change.topicId);
    const topic = getFragmentData(ActiveTopicFragment, change.topic);
    if (change.deleted || !topic?.active) return { ...current, topics: others };
    return { ...current, topics: [...others, topic].sort(byCreation) };
  });
}

/** The active topics, oldest first, kept live as admins add, change, hide and delete them. */
export function useActiveTopics() {
  const result = useQuery(ActiveTopicsQuery);
  useSubscription(ActiveTopicsChangedSubscription, {
    ignoreResults: true,
    onData: ({ client, data }) => {
      if (data.data) applyTopicChange(client.cache, data.data.topicsChanged);
    },
  });
  return { topics: getFragmentData(ActiveTopicFragment, result.data?.topics), loading: result.loading && !result.data, error: result.error, refetch: result.refetch };
}
