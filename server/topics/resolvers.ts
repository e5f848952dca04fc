import type { Resolvers } from '../__generated__/resolvers';
import { publicReadDb, type Context } from '../context';
import type { EventOf } from '../events/types';
import {
  acceptsSubmissions,
  createTopic,
  deleteTopic,
  listActiveTopics,
  listAdminTopics,
  setTopicActive,
  topicChangeOf,
  topicChanges,
  updateTopic,
  visibleTopic,
  votingOpen,
} from './topics';

export const topicResolvers: Resolvers = {
  Query: {
    topics: (_parent, _args, context) => listActiveTopics(publicReadDb(context)),
    topic: (_parent, { id }, context) => visibleTopic(context, id),
    adminTopics: (_parent, _args, context) => listAdminTopics(context.runtime.db),
  },
  Mutation: {
    createTopic: async (_parent, { input }, context) => ({ topic: await createTopic(context, input) }),
    updateTopic: async (_parent, { input }, context) => ({ topic: await updateTopic(context, input) }),
    setTopicActive: async (_parent, { input }, context) => ({ topic: await setTopicActive(context, input) }),
    deleteTopic: async (_parent, { input }, context) => ({ topicId: await deleteTopic(context, input.id) }),
  },
  Subscription: {
    topicsChanged: {
      subscribe: (_parent, _args, context) => topicChanges(context),
      resolve: (event: EventOf<'topics.changed'>, _args: unknown, context: Context) => topicChangeOf(context.runtime.db, event),
    },
  },
  Topic: {
    acceptingSubmissions: (topic) => acceptsSubmissions(topic),
    votingOpen: (topic) => votingOpen(topic),
    submissionCount: (topic) => topic.submissionCount ?? null,
  },
};
