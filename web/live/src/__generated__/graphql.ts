/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** The votes that decide a slam night's winner. */
export type LiveResultBasis =
  /** The votes cast in the night's rounds. */
  | 'NIGHT'
  /** The topic's overall tally: every vote, online ones before the night included. */
  | 'OVERALL';

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

export type PhoneNight_ShowFragment = { version: number, running: boolean, serverTime: string, revealedAt: string | null, winnerDecidedBy: LiveResultBasis | null, stage: { id: string, title: string, authorName: string, voteCount: number, voteVersion: number, frozen: boolean, nightVoteCount: number } | null, round: { number: number, roomOnly: boolean, closesAt: string, closedAt: string | null, open: boolean } | null, winner: { id: string, title: string, authorName: string, voteCount: number, nightVoteCount: number } | null };

export type PhonePoem_PoemFragment = { id: string, title: string, authorName: string, voteCount: number, voteVersion: number, frozen: boolean, nightVoteCount: number, viewerHasVoted: boolean, viewerIsPoet: boolean };

export type PhoneTallyFragment = { poemId: string, voteCount: number, voteVersion: number, frozen: boolean, nightVoteCount: number };

export type PhoneSetVoteMutationMutationVariables = Exact<{
  input: SetVoteInput;
}>;


export type PhoneSetVoteMutationMutation = { setVote: { voted: boolean, tally: { poemId: string, voteCount: number, voteVersion: number, frozen: boolean, nightVoteCount: number } } };

export type PhoneVotePageQueryQueryVariables = Exact<{
  topicId: string | number;
  first: number;
}>;


export type PhoneVotePageQueryQuery = { viewer: { id: string, role: Role } | null, signInOptions: { googleClientId: string | null }, liveShow: { version: number, running: boolean, serverTime: string, revealedAt: string | null, winnerDecidedBy: LiveResultBasis | null, topic: { id: string, title: string, votingOpen: boolean }, stage: { id: string, title: string, authorName: string, voteCount: number, voteVersion: number, frozen: boolean, nightVoteCount: number, viewerHasVoted: boolean, viewerIsPoet: boolean } | null, round: { number: number, roomOnly: boolean, closesAt: string, closedAt: string | null, open: boolean } | null, winner: { id: string, title: string, authorName: string, voteCount: number, nightVoteCount: number } | null }, topicVoting: { winner: { id: string, title: string } | null } | null, votingPoems: { totalCount: number, nodes: Array<{ id: string, title: string, authorName: string, voteCount: number, voteVersion: number, frozen: boolean, nightVoteCount: number, viewerHasVoted: boolean, viewerIsPoet: boolean }> } };

export type PhoneCatchUpQueryQueryVariables = Exact<{
  topicId: string | number;
  since: number;
}>;


export type PhoneCatchUpQueryQuery = { viewer: { id: string } | null, liveShow: { version: number, running: boolean, serverTime: string, revealedAt: string | null, winnerDecidedBy: LiveResultBasis | null, topic: { votingOpen: boolean }, stage: { id: string, title: string, authorName: string, voteCount: number, voteVersion: number, frozen: boolean, nightVoteCount: number } | null, round: { number: number, roomOnly: boolean, closesAt: string, closedAt: string | null, open: boolean } | null, winner: { id: string, title: string, authorName: string, voteCount: number, nightVoteCount: number } | null }, topicTalliesSince: Array<{ poemId: string, voteCount: number, voteVersion: number, frozen: boolean, nightVoteCount: number }> };

export type PhoneMorePoemsQueryQueryVariables = Exact<{
  topicId: string | number;
  first: number;
  offset: number;
}>;


export type PhoneMorePoemsQueryQuery = { votingPoems: { totalCount: number, nodes: Array<{ id: string, title: string, authorName: string, voteCount: number, voteVersion: number, frozen: boolean, nightVoteCount: number, viewerHasVoted: boolean, viewerIsPoet: boolean }> } };

export type PhoneLiveShowSubscriptionSubscriptionVariables = Exact<{
  topicId: string | number;
}>;


export type PhoneLiveShowSubscriptionSubscription = { liveShowChanged: { version: number, running: boolean, serverTime: string, revealedAt: string | null, winnerDecidedBy: LiveResultBasis | null, stage: { id: string, title: string, authorName: string, voteCount: number, voteVersion: number, frozen: boolean, nightVoteCount: number } | null, round: { number: number, roomOnly: boolean, closesAt: string, closedAt: string | null, open: boolean } | null, winner: { id: string, title: string, authorName: string, voteCount: number, nightVoteCount: number } | null } };

export type PhoneTopicVotesSubscriptionSubscriptionVariables = Exact<{
  topicId: string | number;
}>;


export type PhoneTopicVotesSubscriptionSubscription = { topicVotes: { tallies: Array<{ poemId: string, voteCount: number, voteVersion: number, frozen: boolean, nightVoteCount: number }>, closed: { winner: { id: string, title: string } | null } | null } };

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
    nightVoteCount
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
    nightVoteCount
  }
  winnerDecidedBy
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
  nightVoteCount
  viewerHasVoted
  viewerIsPoet
}
    `, {"fragmentName":"PhonePoem_poem"}) as unknown as TypedDocumentString<PhonePoem_PoemFragment, unknown>;
export const PhoneTallyFragmentDoc = new TypedDocumentString(`
    fragment PhoneTally on PoemTally {
  poemId
  voteCount
  voteVersion
  frozen
  nightVoteCount
}
    `, {"fragmentName":"PhoneTally"}) as unknown as TypedDocumentString<PhoneTallyFragment, unknown>;
export const PhoneRunningShowsQueryDocument = {"__meta__":{"hash":"sha256:1d1cd200dcb952381fb3df06e8cd441cf23cb0b6ac431d8e151925abf785ab27"}} as unknown as TypedDocumentString<PhoneRunningShowsQueryQuery, PhoneRunningShowsQueryQueryVariables>;
export const PhoneSetVoteMutationDocument = {"__meta__":{"hash":"sha256:1c3dba2b7ace467c94ee9e8745d3ccf4ef92682741bc928242c1bf09f8fc12aa"}} as unknown as TypedDocumentString<PhoneSetVoteMutationMutation, PhoneSetVoteMutationMutationVariables>;
export const PhoneVotePageQueryDocument = {"__meta__":{"hash":"sha256:8eaf983aae272948ef6324b06e8def5b26bacba1d82954020b48ff4767153e9a"}} as unknown as TypedDocumentString<PhoneVotePageQueryQuery, PhoneVotePageQueryQueryVariables>;
export const PhoneCatchUpQueryDocument = {"__meta__":{"hash":"sha256:e1497cc923ce97a74168a355d911ccb7dfd0f9caf7cebcce2619a17091f8dfa9"}} as unknown as TypedDocumentString<PhoneCatchUpQueryQuery, PhoneCatchUpQueryQueryVariables>;
export const PhoneMorePoemsQueryDocument = {"__meta__":{"hash":"sha256:bdf49472a93a19d09e2783e73d9905c5f441b51b106f9de562b38dbae0948532"}} as unknown as TypedDocumentString<PhoneMorePoemsQueryQuery, PhoneMorePoemsQueryQueryVariables>;
export const PhoneLiveShowSubscriptionDocument = {"__meta__":{"hash":"sha256:1517c05a3c6d51cc43055cb7182edc2b0c51ec0cadd4f21eae9520666b2bdad4"}} as unknown as TypedDocumentString<PhoneLiveShowSubscriptionSubscription, PhoneLiveShowSubscriptionSubscriptionVariables>;
export const PhoneTopicVotesSubscriptionDocument = {"__meta__":{"hash":"sha256:74cb23da066ad3d8fc464241f1a15e4f051f5931ecb8dcc212030ef9147b2d03"}} as unknown as TypedDocumentString<PhoneTopicVotesSubscriptionSubscription, PhoneTopicVotesSubscriptionSubscriptionVariables>;