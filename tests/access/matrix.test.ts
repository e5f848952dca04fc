import { resolvers } from '../../server/graphql/resolvers';
import { createSchema, loadTypeDefs } from '../../server/graphql/schema';
import { errorCode, gql, type GraphQLResponse } from '../utils/graphql';
import { mp4Bytes } from '../utils/mediaFiles';
import { seedSubmission, seedTopic, signIn } from '../utils/scenarios';
import { fingerprint, operationFor, type Operation } from '../utils/schemaOperations';
import { openSocket, type Socket } from '../utils/sockets';
import { until } from '../utils/until';
import { uploadGql } from '../utils/upload';
import { withTestServer } from '../utils/withTestServer';

/** Who may call a root field: anyone; anyone signed in; poets only (not admins); admins only. */
type MayCall = 'anyone' | 'signed in' | 'poets' | 'admins';

/**
 * Who may call each root field, written down here rather than read from the schema's @public and
 * @auth, so that a field declared more open (or more closed) than intended fails this test.
 */
const WHO_MAY_CALL: Record<string, MayCall> = {
  'Query.viewer': 'anyone',
  'Query.signInOptions': 'anyone',
  'Query.adminSeats': 'anyone',
  'Query.users': 'admins',
  'Query.auditLog': 'admins',
  'Query.auditLogActors': 'admins',
  'Query.beats': 'anyone',
  'Query.adminBeats': 'admins',
  'Query.galleryPoems': 'anyone',
  'Query.galleryPoem': 'anyone',
  'Query.page': 'anyone',
  'Query.pages': 'anyone',
  'Query.siteSettings': 'anyone',
  'Query.siteRules': 'anyone',
  'Query.myRewards': 'signed in',
  'Query.myBankDetails': 'signed in',
  'Query.accountDeletionTerms': 'signed in',
  'Query.bankOptions': 'anyone',
  'Query.payouts': 'admins',
  'Query.pendingPayoutsCsv': 'admins',
  'Query.mySubmissions': 'signed in',
  'Query.submission': 'signed in',
  'Query.reviewSubmissions': 'admins',
  'Query.recentSubmissions': 'admins',
  'Query.submissionHistory': 'admins',
  'Query.adminStats': 'admins',
  'Query.poem': 'anyone',
  'Query.topics': 'anyone',
  'Query.topic': 'anyone',
  'Query.adminTopics': 'admins',
  'Query.votingPoems': 'anyone',
  'Query.topicVoting': 'anyone',
  'Query.topicTalliesSince': 'anyone',
  'Query.liveShow': 'anyone',
  'Query.runningLiveShows': 'anyone',
  'Query.liveJoinCode': 'admins',
  'Query.voidVotesPreview': 'admins',
  'Query.poemVoidings': 'anyone',
  'Query.openRewardCases': 'admins',
  'Query.integritySignals': 'admins',

  'Mutation.register': 'anyone',
  'Mutation.registerAdmin': 'anyone',
  'Mutation.verifyEmail': 'anyone',
  'Mutation.resendVerification': 'anyone',
  'Mutation.login': 'anyone',
  'Mutation.adminLogin': 'anyone',
  'Mutation.googleSignIn': 'anyone',
  'Mutation.requestPasswordReset': 'anyone',
  'Mutation.resetPassword': 'anyone',
  'Mutation.logout': 'signed in',
  'Mutation.changePassword': 'signed in',
  'Mutation.updateProfile': 'signed in',
  'Mutation.deleteAccount': 'signed in',
  'Mutation.setUserBlocked': 'admins',
  'Mutation.stepDownAdmin': 'admins',
  'Mutation.uploadBeat': 'admins',
  'Mutation.setBeatActive': 'admins',
  'Mutation.deleteBeat': 'admins',
  'Mutation.updatePage': 'admins',
  'Mutation.updateSiteSettings': 'admins',
  'Mutation.saveBankDetails': 'poets',
  'Mutation.markRewardPaid': 'admins',
  'Mutation.voidReward': 'admins',
  'Mutation.submitPoem': 'poets',
  'Mutation.withdrawSubmission': 'poets',
  'Mutation.approveSubmission': 'admins',
  'Mutation.rejectSubmission': 'admins',
  'Mutation.takeDownSubmission': 'admins',
  'Mutation.createTopic': 'admins',
  'Mutation.updateTopic': 'admins',
  'Mutation.setTopicActive': 'admins',
  'Mutation.deleteTopic': 'admins',
  'Mutation.setVote': 'poets',
  'Mutation.spotlightPoem': 'admins',
  'Mutation.openLiveRound': 'admins',
  'Mutation.closeLiveRound': 'admins',
  'Mutation.revealLiveWinner': 'admins',
  'Mutation.endLiveShow': 'admins',
  'Mutation.voidVotes': 'admins',
  'Mutation.resolveRewardCase': 'admins',

  'Subscription.accountChanged': 'signed in',
  'Subscription.mySubmissionChanged': 'signed in',
  'Subscription.reviewQueueChanged': 'admins',
  'Subscription.adminStatsChanged': 'admins',
  'Subscription.topicsChanged': 'anyone',
  'Subscription.topicVotes': 'anyone',
  'Subscription.liveShowChanged': 'anyone',
  'Subscription.poemListChanged': 'anyone',
  'Subscription.beatsChanged': 'anyone',
  'Subscription.pageChanged': 'anyone',
  'Subscription.usersChanged': 'admins',
};

type Caller = 'visitor' | 'poet' | 'admin';
const CALLERS: Caller[] = ['visitor', 'poet', 'admin'];

/** The refusal a `caller` must get from a field that `mayCall`, or undefined when they may call it. */
function refusalOf(mayCall: MayCall, caller: Caller): 'UNAUTHENTICATED' | 'FORBIDDEN' | undefined {
  if (mayCall === 'anyone') return undefined;
  if (caller === 'visitor') return 'UNAUTHENTICATED';
  if ((mayCall === 'poets' && caller !== 'poet') || (mayCall === 'admins' && caller !== 'admin')) return 'FORBIDDEN';
  return undefined;
}

/** How a call was answered: its first error as `CODE: message`, or what it did without one. */
type Answer = string;

function answerOf(errors: GraphQLResponse['errors'], otherwise: 'an answer' | 'a running subscription'): Answer {
  const error = errors?.[0];
  return error ? `${error.extensions?.code}: ${error.message}` : otherwise;
}

const isRefusal = (answer: Answer) => answer.startsWith('UNAUTHENTICATED:') || answer.startsWith('FORBIDDEN:');

/**
 * The mismatches between how a field's callers were answered and who may call it. A caller it must
 * refuse gets exactly its refusal. A caller it may serve gets no refusal, except from a field
 * anyone may call that answers everyone alike with one (a failed login): a gate on signing in or
 * on a role would have answered a visitor, a poet and an admin differently.
 */
function mismatches(coordinate: string, answers: Record<Caller, Answer>): string[] {
  const mayCall = WHO_MAY_CALL[coordinate];
  if (!mayCall) return [`${coordinate}: not in WHO_MAY_CALL`];
  const answeredAlike = new Set(Object.values(answers)).size === 1;
  return CALLERS.flatMap((caller) => {
    const refusal = refusalOf(mayCall, caller);
    const answer = answers[caller];
    if (refusal) return answer.startsWith(`${refusal}:`) ? [] : [`${coordinate} as ${caller}: expected ${refusal}, got ${answer}`];
    if (isRefusal(answer) && !(mayCall === 'anyone' && answeredAlike)) return [`${coordinate} as ${caller}: may call it (${mayCall}), refused with ${answer}`];
    return [];
  });
}

interface RootField {
  coordinate: string;
  operation: Operation;
}

const schema = createSchema(loadTypeDefs(), resolvers);
const rootFields: RootField[] = [];
for (const [kind, root] of [['query', schema.getQueryType()], ['mutation', schema.getMutationType()], ['subscription', schema.getSubscriptionType()]] as const) {
  for (const field of Object.values(root?.getFields() ?? {})) rootFields.push({ coordinate: `${root?.name}.${field.name}`, operation: operationFor(kind, field) });
}
const isSubscription = (field: RootField) => field.coordinate.startsWith('Subscription.');

describe('the authorization matrix', () => {
  const given = withTestServer({ people: true });
  // A fresh session for every call: some calls end the session they run in (logout).
  const tokenOf = async (caller: Caller) => (caller === 'visitor' ? undefined : (await signIn(given.server, given[caller].user)).token);
  const running = () => given.server.server.subscriptionCount();

  async function answerOverHttp({ operation }: RootField, token: string | undefined): Promise<Answer> {
    const files = Object.fromEntries(operation.uploads.map((path) => [path, { content: mp4Bytes(), name: 'sample.mp4' }]));
    const response =
      operation.uploads.length === 0
        ? await gql(given.server, operation.query, operation.variables, { token })
        : await uploadGql(given.server, operation.query, operation.variables, files, { token });
    return answerOf(response.errors, 'an answer');
  }

  /** Subscribes over `socket` until the server runs the subscription or refuses it, then ends it. */
  async function answerOverSocket({ coordinate, operation }: RootField, socket: Socket): Promise<Answer> {
    const before = running();
    const subscription = socket.subscribe(operation.query, operation.variables);
    let errors: GraphQLResponse['errors'];
    void subscription.errors.then((received) => (errors = received));
    const answer = await until(() => (errors ? answerOf(errors, 'a running subscription') : running() > before && 'a running subscription'), `${coordinate} neither ran nor was refused`);
    subscription.unsubscribe();
    await until(() => running() === before, `${coordinate} still runs after it was ended`);
    return answer;
  }

  it('says who may call every root field of the schema, and names no other field', () => {
    expect(rootFields.map((field) => field.coordinate).sort()).toEqual(Object.keys(WHO_MAY_CALL).sort());
  });

  it('answers every query and mutation over HTTP as WHO_MAY_CALL says, writing nothing when it refuses', async () => {
    const problems: string[] = [];
    for (const field of rootFields.filter((candidate) => !isSubscription(candidate))) {
      const answers = {} as Record<Caller, Answer>;
      for (const caller of CALLERS) {
        const mustRefuse = refusalOf(WHO_MAY_CALL[field.coordinate] ?? 'anyone', caller) !== undefined;
        const token = await tokenOf(caller);
        const before = mustRefuse ? await fingerprint(given.server) : '';
        answers[caller] = await answerOverHttp(field, token);
        if (mustRefuse && (await fingerprint(given.server)) !== before) problems.push(`${field.coordinate} as ${caller}: wrote despite being refused`);
      }
      problems.push(...mismatches(field.coordinate, answers));
    }
    expect(problems).toEqual([]);
  });

  it('answers every subscription over the socket as WHO_MAY_CALL says', async () => {
    const sockets: Record<Caller, Socket> = {
      visitor: await openSocket(given.server),
      poet: await openSocket(given.server, { token: given.poet.token }),
      admin: await openSocket(given.server, { token: given.admin.token }),
    };
    const problems: string[] = [];
    try {
      for (const field of rootFields.filter(isSubscription)) {
        const answers = {} as Record<Caller, Answer>;
        for (const caller of CALLERS) answers[caller] = await answerOverSocket(field, sockets[caller]);
        problems.push(...mismatches(field.coordinate, answers));
      }
    } finally {
      await Promise.all(Object.values(sockets).map((socket) => socket.dispose()));
    }
    expect(problems).toEqual([]);
  });

  it("keeps one poet out of another poet's submission", async () => {
    const topic = await seedTopic(given.server.db);
    const submission = await seedSubmission(given.server.db, { userId: given.poet.user.id, topicId: topic.id });
    const before = await fingerprint(given.server);
    const read = await gql(given.server, 'query ($id: ID!) { submission(id: $id) { id } }', { id: submission.id }, { token: given.otherPoet.token });
    expect(read.data).toEqual({ submission: null });
    const withdraw = await gql(given.server, 'mutation ($id: ID!) { withdrawSubmission(input: { id: $id }) { submission { id } } }', { id: submission.id }, { token: given.otherPoet.token });
    expect(errorCode(withdraw)).toBe('NOT_FOUND');
    expect(await fingerprint(given.server)).toBe(before);
  });
});
