import { and, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { canonicalEmail } from '../accounts/email';
import { isUuid } from '../db/ids';
import type { Queryable } from '../db/client';
import { submissions, users, votes } from '../db/schema';
import { NotFoundError, UserInputError } from '../errors';
import { findTopic, TOPIC_NOT_FOUND } from '../topics/topics';

/** Which votes an admin chose to void, as the voiding stores it. */
export type VoteSelection =
  | { kind: 'address'; addressGroup: string }
  | { kind: 'burst'; from: string; to: string }
  | { kind: 'accounts'; userIds: string[] }
  | { kind: 'accounts'; blocked: true };

/** The selection as the API takes it: a topic or one of its poems, and exactly one set of voters. */
export interface VoteSelectionInput {
  topicId: string;
  poemId?: string | null;
  addressGroup?: string | null;
  burstFrom?: Date | null;
  burstTo?: Date | null;
  userIds?: readonly string[] | null;
  emails?: readonly string[] | null;
  blockedAccounts?: boolean | null;
}

/** The voters as chosen: accounts named by email are looked up before the selection is stored. */
type ChosenVoters = VoteSelection | { kind: 'emails'; emails: string[] };

/** A checked selection: where it applies and the condition on `votes` that still count. */
export interface ScopedSelection {
  topicId: string;
  poemId: string | null;
  selection: VoteSelection;
  where: SQL;
}

const ADDRESS_GROUP_MAX = 200;
const ACCOUNTS_MAX = 1000;
const POEM_NOT_FOUND = 'Poem not found.';
const ACCOUNTS_COUNT = `Choose between 1 and ${ACCOUNTS_MAX} accounts.`;
/** Unknown addresses named in a refusal, so a long paste gives a readable message. */
const UNKNOWN_EMAILS_SHOWN = 5;

function selectionOf(input: VoteSelectionInput): ChosenVoters {
  const chosen = [input.addressGroup != null, input.burstFrom != null || input.burstTo != null, input.userIds != null, input.emails != null, input.blockedAccounts === true];
  if (chosen.filter(Boolean).length !== 1) {
    throw new UserInputError('Choose exactly one set of votes: an address group, a time window, accounts or blocked accounts.', 'selection');
  }
  if (input.addressGroup != null) {
    const addressGroup = input.addressGroup.trim();
    if (addressGroup === '' || addressGroup.length > ADDRESS_GROUP_MAX) throw new UserInputError('That address group is not valid.', 'addressGroup');
    return { kind: 'address', addressGroup };
  }
  if (input.userIds != null) {
    if (input.userIds.length < 1 || input.userIds.length > ACCOUNTS_MAX) throw new UserInputError(ACCOUNTS_COUNT, 'userIds');
    if (!input.userIds.every(isUuid)) throw new NotFoundError('User not found.');
    return { kind: 'accounts', userIds: [...new Set(input.userIds)] };
  }
  if (input.emails != null) {
    const emails = input.emails.map((email) => email.trim()).filter(Boolean);
    if (emails.length < 1 || emails.length > ACCOUNTS_MAX) throw new UserInputError(ACCOUNTS_COUNT, 'emails');
    return { kind: 'emails', emails };
  }
  if (input.blockedAccounts) return { kind: 'accounts', blocked: true };
  const { burstFrom: from, burstTo: to } = input;
  if (!from || !to) throw new UserInputError('Give both the start and the end of the time window.', 'burstTo');
  if (to.getTime() <= from.getTime()) throw new UserInputError('The time window must end after it starts.', 'burstTo');
  return { kind: 'burst', from: from.toISOString(), to: to.toISOString() };
}

function votersCondition(selection: VoteSelection): SQL | undefined {
  switch (selection.kind) {
    case 'address':
      return eq(votes.ipHash, selection.addressGroup);
    case 'burst':
      return and(gte(votes.createdAt, new Date(selection.from)), lt(votes.createdAt, new Date(selection.to)));
    case 'accounts':
      return 'blocked' in selection
        ? sql`exists (select 1 from ${users} where ${users.id} = ${votes.userId} and ${users.blockedAt} is not null)`
        : inArray(votes.userId, selection.userIds);
  }
}

/** The accounts with these addresses, each spelling of an inbox as one; refused when any has none. */
async function accountsWithEmails(db: Queryable, emails: string[]): Promise<VoteSelection> {
  const byInbox = new Map<string, string>();
  for (const email of emails) if (!byInbox.has(canonicalEmail(email))) byInbox.set(canonicalEmail(email), email);
  const found = await db.select({ id: users.id, inbox: users.emailCanonical }).from(users).where(inArray(users.emailCanonical, [...byInbox.keys()]));
  const known = new Set(found.map((account) => account.inbox));
  const unknown = [...byInbox].filter(([inbox]) => !known.has(inbox)).map(([, email]) => email);
  if (unknown.length > 0) {
    const named = unknown.slice(0, UNKNOWN_EMAILS_SHOWN).join(', ');
    const more = unknown.length > UNKNOWN_EMAILS_SHOWN ? ` and ${unknown.length - UNKNOWN_EMAILS_SHOWN} more` : '';
    throw new UserInputError(`No account has the ${unknown.length === 1 ? 'email' : 'emails'} ${named}${more}.`, 'emails');
  }
  return { kind: 'accounts', userIds: found.map((account) => account.id) };
}

/**
 * Checks a selection: a known topic, a known poem of that topic, exactly one set of voters. Throws
 * the rule it breaks; reads nothing it would write.
 */
export async function scopeSelection(db: Queryable, input: VoteSelectionInput): Promise<ScopedSelection> {
  const chosen = selectionOf(input);
  const topic = await findTopic(db, input.topicId);
  if (!topic) throw new NotFoundError(TOPIC_NOT_FOUND);
  let poemId: string | null = null;
  if (input.poemId != null) {
    const [poem] = isUuid(input.poemId) ? await db.select({ id: submissions.id, topicId: submissions.topicId }).from(submissions).where(eq(submissions.id, input.poemId)) : [];
    if (!poem) throw new NotFoundError(POEM_NOT_FOUND);
    if (poem.topicId !== topic.id) throw new UserInputError('That poem is not in this topic.', 'poemId');
    poemId = poem.id;
  }
  const selection = chosen.kind === 'emails' ? await accountsWithEmails(db, chosen.emails) : chosen;
  const onPoems = poemId
    ? eq(votes.poemId, poemId)
    : inArray(votes.poemId, db.select({ id: submissions.id }).from(submissions).where(eq(submissions.topicId, topic.id)));
  const where = and(onPoems, isNull(votes.voidingId), votersCondition(selection));
  if (!where) throw new Error('a vote selection has no condition');
  return { topicId: topic.id, poemId, selection, where };
}
