/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Role =
  | 'ADMIN'
  | 'USER';

export type SetVoteInput = {
  /** The join code on the projector: needed while a room-only round of a slam night is open. */
  joinCode?: string | null | undefined;
  poemId: string | number;
  voted: boolean;
};

export type PhoneRunningShowsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type PhoneRunningShowsQueryQuery = { runningLiveShows: Array<{ topicId: string, topic: { title: string }, round: { number: number, open: boolean } | null }> };

export type PhoneNight_ShowFragment = { version: number, running: boolean, serverTime: string, revealedAt: string | null, stage: { id: string, title: string, authorName: string, voteCount: number, voteVersion: number, frozen: boolean } | null, round: { number: number, roomOnly: boolean, closesAt: string, closedAt: string | null, open: boolean } | null, winner: { id: string, title: string, authorName: string, voteCount: number } | null };

export type PhonePoem_PoemFragment = { id: string, title: string, authorName: string, voteCount: number, voteVersion: number, frozen: boolean, viewerHasVoted: boolean, viewerIsPoet: boolean };

export type PhoneSetVoteMutationMutationVariables = Exact<{
  input: SetVoteInput;
}>;


export type PhoneSetVoteMutationMutation = { setVote: { voted: boolean, tally: { poemId: string, voteCount: number, voteVersion: number, frozen: boolean } } };

export type PhoneVotePageQueryQueryVariables = Exact<{
  topicId: string | number;
  first: number;
}>;


export type PhoneVotePageQueryQuery = { viewer: { id: string, role: Role } | null, signInOptions: { googleClientId: string | null }, liveShow: { version: number, running: boolean, serverTime: string, revealedAt: string | null, topic: { id: string, title: string, votingOpen: boolean }, stage: { id: string, title: string, authorName: string, voteCount: number, voteVersion: number, frozen: boolean, viewerHasVoted: boolean, viewerIsPoet: boolean } | null, round: { number: number, roomOnly: boolean, closesAt: string, closedAt: string | null, open: boolean } | null, winner: { id: string, title: string, authorName: string, voteCount: number } | null }, topicVoting: { winner: { id: string, title: string } | null } | null, votingPoems: { totalCount: number, nodes: Array<{ id: string, title: string, authorName: string, voteCount: number, voteVersion: number, frozen: boolean, viewerHasVoted: boolean, viewerIsPoet: boolean }> } };

export type PhoneMorePoemsQueryQueryVariables = Exact<{
  topicId: string | number;
  first: number;
  offset: number;
}>;


export type PhoneMorePoemsQueryQuery = { votingPoems: { totalCount: number, nodes: Array<{ id: string, title: string, authorName: string, voteCount: number, voteVersion: number, frozen: boolean, viewerHasVoted: boolean, viewerIsPoet: boolean }> } };

export type PhoneLiveShowSubscriptionSubscriptionVariables = Exact<{
  topicId: string | number;
}>;


export type PhoneLiveShowSubscriptionSubscription = { liveShowChanged: { version: number, running: boolean, serverTime: string, revealedAt: string | null, stage: { id: string, title: string, authorName: string, voteCount: number, voteVersion: number, frozen: boolean } | null, round: { number: number, roomOnly: boolean, closesAt: string, closedAt: string | null, open: boolean } | null, winner: { id: string, title: string, authorName: string, voteCount: number } | null } };

export type PhoneTopicVotesSubscriptionSubscriptionVariables = Exact<{
  topicId: string | number;
}>;


export type PhoneTopicVotesSubscriptionSubscription = { topicVotes: { tallies: Array<{ poemId: string, voteCount: number, voteVersion: number, frozen: boolean }>, closed: { winner: { id: string, title: string } | null } | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const PhoneNight_ShowFragmentDoc = new TypedDocumentString(`
    fragment PhoneNight_show on LiveShow {
  version
  running
  serverTime
  revealedAt
  stage {
    id
    title
    authorName
    voteCount
    voteVersion
    frozen
  }
  round {
    number
    roomOnly
    closesAt
    closedAt
    open
  }
  winner {
    id
    title
    authorName
    voteCount
  }
}
    `, {"fragmentName":"PhoneNight_show"}) as unknown as TypedDocumentString<PhoneNight_ShowFragment, unknown>;
export const PhonePoem_PoemFragmentDoc = new TypedDocumentString(`
    fragment PhonePoem_poem on Poem {
  id
  title
  authorName
  voteCount
  voteVersion
  frozen
  viewerHasVoted
  viewerIsPoet
}
    `, {"fragmentName":"PhonePoem_poem"}) as unknown as TypedDocumentString<PhonePoem_PoemFragment, unknown>;
export const PhoneRunningShowsQueryDocument = new TypedDocumentString(`
    query PhoneRunningShowsQuery {
  runningLiveShows {
    topicId
    topic {
      title
    }
    round {
      number
      open
    }
  }
}
    `) as unknown as TypedDocumentString<PhoneRunningShowsQueryQuery, PhoneRunningShowsQueryQueryVariables>;
export const PhoneSetVoteMutationDocument = new TypedDocumentString(`
    mutation PhoneSetVoteMutation($input: SetVoteInput!) {
  setVote(input: $input) {
    voted
    tally {
      poemId
      voteCount
      voteVersion
      frozen
    }
  }
}
    `) as unknown as TypedDocumentString<PhoneSetVoteMutationMutation, PhoneSetVoteMutationMutationVariables>;
export const PhoneVotePageQueryDocument = new TypedDocumentString(`
    query PhoneVotePageQuery($topicId: ID!, $first: Int!) {
  viewer {
    id
    role
  }
  signInOptions {
    googleClientId
  }
  liveShow(topicId: $topicId) {
    topic {
      id
      title
      votingOpen
    }
    ...PhoneNight_show
    stage {
      ...PhonePoem_poem
    }
  }
  topicVoting(topicId: $topicId) {
    winner {
      id
      title
    }
  }
  votingPoems(topicId: $topicId, sort: VOTES, first: $first) {
    totalCount
    nodes {
      ...PhonePoem_poem
    }
  }
}
    fragment PhoneNight_show on LiveShow {
  version
  running
  serverTime
  revealedAt
  stage {
    id
    title
    authorName
    voteCount
    voteVersion
    frozen
  }
  round {
    number
    roomOnly
    closesAt
    closedAt
    open
  }
  winner {
    id
    title
    authorName
    voteCount
  }
}
fragment PhonePoem_poem on Poem {
  id
  title
  authorName
  voteCount
  voteVersion
  frozen
  viewerHasVoted
  viewerIsPoet
}`) as unknown as TypedDocumentString<PhoneVotePageQueryQuery, PhoneVotePageQueryQueryVariables>;
export const PhoneMorePoemsQueryDocument = new TypedDocumentString(`
    query PhoneMorePoemsQuery($topicId: ID!, $first: Int!, $offset: Int!) {
  votingPoems(topicId: $topicId, sort: VOTES, first: $first, offset: $offset) {
    totalCount
    nodes {
      ...PhonePoem_poem
    }
  }
}
    fragment PhonePoem_poem on Poem {
  id
  title
  authorName
  voteCount
  voteVersion
  frozen
  viewerHasVoted
  viewerIsPoet
}`) as unknown as TypedDocumentString<PhoneMorePoemsQueryQuery, PhoneMorePoemsQueryQueryVariables>;
export const PhoneLiveShowSubscriptionDocument = new TypedDocumentString(`
    subscription PhoneLiveShowSubscription($topicId: ID!) {
  liveShowChanged(topicId: $topicId) {
    ...PhoneNight_show
  }
}
    fragment PhoneNight_show on LiveShow {
  version
  running
  serverTime
  revealedAt
  stage {
    id
    title
    authorName
    voteCount
    voteVersion
    frozen
  }
  round {
    number
    roomOnly
    closesAt
    closedAt
    open
  }
  winner {
    id
    title
    authorName
    voteCount
  }
}`) as unknown as TypedDocumentString<PhoneLiveShowSubscriptionSubscription, PhoneLiveShowSubscriptionSubscriptionVariables>;
export const PhoneTopicVotesSubscriptionDocument = new TypedDocumentString(`
    subscription PhoneTopicVotesSubscription($topicId: ID!) {
  topicVotes(topicId: $topicId) {
    tallies {
      poemId
      voteCount
      voteVersion
      frozen
    }
    closed {
      winner {
        id
        title
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PhoneTopicVotesSubscriptionSubscription, PhoneTopicVotesSubscriptionSubscriptionVariables>;