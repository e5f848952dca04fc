/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query PhoneRunningShowsQuery {\n    runningLiveShows {\n      topicId\n      topic {\n        title\n      }\n      round {\n        number\n        open\n      }\n    }\n  }\n": typeof types.PhoneRunningShowsQueryDocument,
    "\n  fragment PhoneNight_show on LiveShow {\n    version\n    running\n    serverTime\n    revealedAt\n    stage {\n      id\n      title\n      authorName\n      voteCount\n      voteVersion\n      frozen\n      nightVoteCount\n    }\n    round {\n      number\n      roomOnly\n      closesAt\n      closedAt\n      open\n    }\n    winner {\n      id\n      title\n      authorName\n      voteCount\n      nightVoteCount\n    }\n    winnerDecidedBy\n  }\n": typeof types.PhoneNight_ShowFragmentDoc,
    "\n  fragment PhonePoem_poem on Poem {\n    id\n    title\n    authorName\n    voteCount\n    voteVersion\n    frozen\n    nightVoteCount\n    viewerHasVoted\n    viewerIsPoet\n  }\n": typeof types.PhonePoem_PoemFragmentDoc,
    "\n  fragment PhoneTally on PoemTally {\n    poemId\n    voteCount\n    voteVersion\n    frozen\n    nightVoteCount\n  }\n": typeof types.PhoneTallyFragmentDoc,
    "\n  mutation PhoneSetVoteMutation($input: SetVoteInput!) {\n    setVote(input: $input) {\n      voted\n      tally {\n        ...PhoneTally\n      }\n    }\n  }\n": typeof types.PhoneSetVoteMutationDocument,
    "\n  query PhoneVotePageQuery($topicId: ID!, $first: Int!) {\n    viewer {\n      id\n      role\n    }\n    signInOptions {\n      googleClientId\n    }\n    liveShow(topicId: $topicId) {\n      topic {\n        id\n        title\n        votingOpen\n      }\n      ...PhoneNight_show\n      stage {\n        ...PhonePoem_poem\n      }\n    }\n    topicVoting(topicId: $topicId) {\n      winner {\n        id\n        title\n      }\n    }\n    votingPoems(topicId: $topicId, sort: VOTES, first: $first) {\n      totalCount\n      nodes {\n        ...PhonePoem_poem\n      }\n    }\n  }\n": typeof types.PhoneVotePageQueryDocument,
    "\n  query PhoneCatchUpQuery($topicId: ID!, $since: Float!) {\n    viewer {\n      id\n    }\n    liveShow(topicId: $topicId) {\n      topic {\n        votingOpen\n      }\n      ...PhoneNight_show\n    }\n    topicTalliesSince(topicId: $topicId, since: $since) {\n      ...PhoneTally\n    }\n  }\n": typeof types.PhoneCatchUpQueryDocument,
    "\n  query PhoneMorePoemsQuery($topicId: ID!, $first: Int!, $offset: Int!) {\n    votingPoems(topicId: $topicId, sort: VOTES, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        ...PhonePoem_poem\n      }\n    }\n  }\n": typeof types.PhoneMorePoemsQueryDocument,
    "\n  subscription PhoneLiveShowSubscription($topicId: ID!) {\n    liveShowChanged(topicId: $topicId) {\n      ...PhoneNight_show\n    }\n  }\n": typeof types.PhoneLiveShowSubscriptionDocument,
    "\n  subscription PhoneTopicVotesSubscription($topicId: ID!) {\n    topicVotes(topicId: $topicId) {\n      tallies {\n        ...PhoneTally\n      }\n      closed {\n        winner {\n          id\n          title\n        }\n      }\n    }\n  }\n": typeof types.PhoneTopicVotesSubscriptionDocument,
};
const documents: Documents = {
    "\n  query PhoneRunningShowsQuery {\n    runningLiveShows {\n      topicId\n      topic {\n        title\n      }\n      round {\n        number\n        open\n      }\n    }\n  }\n": types.PhoneRunningShowsQueryDocument,
    "\n  fragment PhoneNight_show on LiveShow {\n    version\n    running\n    serverTime\n    revealedAt\n    stage {\n      id\n      title\n      authorName\n      voteCount\n      voteVersion\n      frozen\n      nightVoteCount\n    }\n    round {\n      number\n      roomOnly\n      closesAt\n      closedAt\n      open\n    }\n    winner {\n      id\n      title\n      authorName\n      voteCount\n      nightVoteCount\n    }\n    winnerDecidedBy\n  }\n": types.PhoneNight_ShowFragmentDoc,
    "\n  fragment PhonePoem_poem on Poem {\n    id\n    title\n    authorName\n    voteCount\n    voteVersion\n    frozen\n    nightVoteCount\n    viewerHasVoted\n    viewerIsPoet\n  }\n": types.PhonePoem_PoemFragmentDoc,
    "\n  fragment PhoneTally on PoemTally {\n    poemId\n    voteCount\n    voteVersion\n    frozen\n    nightVoteCount\n  }\n": types.PhoneTallyFragmentDoc,
    "\n  mutation PhoneSetVoteMutation($input: SetVoteInput!) {\n    setVote(input: $input) {\n      voted\n      tally {\n        ...PhoneTally\n      }\n    }\n  }\n": types.PhoneSetVoteMutationDocument,
    "\n  query PhoneVotePageQuery($topicId: ID!, $first: Int!) {\n    viewer {\n      id\n      role\n    }\n    signInOptions {\n      googleClientId\n    }\n    liveShow(topicId: $topicId) {\n      topic {\n        id\n        title\n        votingOpen\n      }\n      ...PhoneNight_show\n      stage {\n        ...PhonePoem_poem\n      }\n    }\n    topicVoting(topicId: $topicId) {\n      winner {\n        id\n        title\n      }\n    }\n    votingPoems(topicId: $topicId, sort: VOTES, first: $first) {\n      totalCount\n      nodes {\n        ...PhonePoem_poem\n      }\n    }\n  }\n": types.PhoneVotePageQueryDocument,
    "\n  query PhoneCatchUpQuery($topicId: ID!, $since: Float!) {\n    viewer {\n      id\n    }\n    liveShow(topicId: $topicId) {\n      topic {\n        votingOpen\n      }\n      ...PhoneNight_show\n    }\n    topicTalliesSince(topicId: $topicId, since: $since) {\n      ...PhoneTally\n    }\n  }\n": types.PhoneCatchUpQueryDocument,
    "\n  query PhoneMorePoemsQuery($topicId: ID!, $first: Int!, $offset: Int!) {\n    votingPoems(topicId: $topicId, sort: VOTES, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        ...PhonePoem_poem\n      }\n    }\n  }\n": types.PhoneMorePoemsQueryDocument,
    "\n  subscription PhoneLiveShowSubscription($topicId: ID!) {\n    liveShowChanged(topicId: $topicId) {\n      ...PhoneNight_show\n    }\n  }\n": types.PhoneLiveShowSubscriptionDocument,
    "\n  subscription PhoneTopicVotesSubscription($topicId: ID!) {\n    topicVotes(topicId: $topicId) {\n      tallies {\n        ...PhoneTally\n      }\n      closed {\n        winner {\n          id\n          title\n        }\n      }\n    }\n  }\n": types.PhoneTopicVotesSubscriptionDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PhoneRunningShowsQuery {\n    runningLiveShows {\n      topicId\n      topic {\n        title\n      }\n      round {\n        number\n        open\n      }\n    }\n  }\n"): typeof import('./graphql').PhoneRunningShowsQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PhoneNight_show on LiveShow {\n    version\n    running\n    serverTime\n    revealedAt\n    stage {\n      id\n      title\n      authorName\n      voteCount\n      voteVersion\n      frozen\n      nightVoteCount\n    }\n    round {\n      number\n      roomOnly\n      closesAt\n      closedAt\n      open\n    }\n    winner {\n      id\n      title\n      authorName\n      voteCount\n      nightVoteCount\n    }\n    winnerDecidedBy\n  }\n"): typeof import('./graphql').PhoneNight_ShowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PhonePoem_poem on Poem {\n    id\n    title\n    authorName\n    voteCount\n    voteVersion\n    frozen\n    nightVoteCount\n    viewerHasVoted\n    viewerIsPoet\n  }\n"): typeof import('./graphql').PhonePoem_PoemFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PhoneTally on PoemTally {\n    poemId\n    voteCount\n    voteVersion\n    frozen\n    nightVoteCount\n  }\n"): typeof import('./graphql').PhoneTallyFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PhoneSetVoteMutation($input: SetVoteInput!) {\n    setVote(input: $input) {\n      voted\n      tally {\n        ...PhoneTally\n      }\n    }\n  }\n"): typeof import('./graphql').PhoneSetVoteMutationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PhoneVotePageQuery($topicId: ID!, $first: Int!) {\n    viewer {\n      id\n      role\n    }\n    signInOptions {\n      googleClientId\n    }\n    liveShow(topicId: $topicId) {\n      topic {\n        id\n        title\n        votingOpen\n      }\n      ...PhoneNight_show\n      stage {\n        ...PhonePoem_poem\n      }\n    }\n    topicVoting(topicId: $topicId) {\n      winner {\n        id\n        title\n      }\n    }\n    votingPoems(topicId: $topicId, sort: VOTES, first: $first) {\n      totalCount\n      nodes {\n        ...PhonePoem_poem\n      }\n    }\n  }\n"): typeof import('./graphql').PhoneVotePageQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PhoneCatchUpQuery($topicId: ID!, $since: Float!) {\n    viewer {\n      id\n    }\n    liveShow(topicId: $topicId) {\n      topic {\n        votingOpen\n      }\n      ...PhoneNight_show\n    }\n    topicTalliesSince(topicId: $topicId, since: $since) {\n      ...PhoneTally\n    }\n  }\n"): typeof import('./graphql').PhoneCatchUpQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PhoneMorePoemsQuery($topicId: ID!, $first: Int!, $offset: Int!) {\n    votingPoems(topicId: $topicId, sort: VOTES, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        ...PhonePoem_poem\n      }\n    }\n  }\n"): typeof import('./graphql').PhoneMorePoemsQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PhoneLiveShowSubscription($topicId: ID!) {\n    liveShowChanged(topicId: $topicId) {\n      ...PhoneNight_show\n    }\n  }\n"): typeof import('./graphql').PhoneLiveShowSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PhoneTopicVotesSubscription($topicId: ID!) {\n    topicVotes(topicId: $topicId) {\n      tallies {\n        ...PhoneTally\n      }\n      closed {\n        winner {\n          id\n          title\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PhoneTopicVotesSubscriptionDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
