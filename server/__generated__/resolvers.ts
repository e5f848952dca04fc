import type { PendingUpload } from '../media/upload';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRow, PageRow, GalleryPoemRow, BeatRow, LiveRoundRow, VoteVoidingRow, RewardCaseRow } from '../db/schema';
import type { TopicView, TopicChangeView } from '../topics/topics';
import type { SubmissionView } from '../submissions/view';
import type { SubmissionEventView } from '../submissions/history';
import type { AdminStatsFigures } from '../submissions/stats';
import type { RewardView } from '../rewards/ledger';
import type { SavedBankDetails } from '../rewards/bankDetails';
import type { TopicVotingView } from '../votes/reads';
import type { TallyOfPoem } from '../fanout/tallies';
import type { VoteOutcome } from '../votes/votes';
import type { LiveShowView } from '../live/shows';
import type { VoidingOutcome } from '../voiding/voiding';
import type { IntegritySignalsView } from '../integrity/signals';
import type { Context } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant, as an ISO 8601 string with its offset. */
  DateTime: { input: Date; output: Date | string; }
  /** A file sent with the request as a GraphQL multipart request; it streams in while the field resolves. */
  Upload: { input: PendingUpload; output: never; }
};

/** A person's own view of their account. Other people see only the public name. */
export type Account = {
  __typename?: 'Account';
  adminLevel?: Maybe<Scalars['Int']['output']>;
  /** Whether poem cards play by themselves, muted, while on screen. */
  autoPlay: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  googleAuth: Scalars['Boolean']['output'];
  /** False for an account created with Google only: it has no password to change. */
  hasPassword: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isAdministrator: Scalars['Boolean']['output'];
  lastLogin?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  permissions?: Maybe<AdminPermissions>;
  poemsAccepted: Scalars['Int']['output'];
  poemsRejected: Scalars['Int']['output'];
  poemsSubmitted: Scalars['Int']['output'];
  preferredVideoQuality: VideoQuality;
  /** The stage name the public sees as author; the registration name until changed. */
  publicName: Scalars['String']['output'];
  role: Role;
  /** The sum of the caller's rewards that are not voided, in cents. */
  totalEarnedCents: Scalars['Int']['output'];
};

export type AccountDeletionTerms = {
  __typename?: 'AccountDeletionTerms';
  /** How long a deleted account's address cannot sign up again. */
  addressHeldDays: Scalars['Int']['output'];
  /** With bank details on file unpaid rewards are still paid after a deletion; without, they are forfeited. */
  bankDetailsOnFile: Scalars['Boolean']['output'];
  /** Rewards not yet paid, in cents, a bounty still in its review window included. */
  unpaidCents: Scalars['Int']['output'];
};

export type AccountPayload = {
  __typename?: 'AccountPayload';
  account: Account;
};

/** Votes from one keyed network address. The address itself is never stored. */
export type AddressGroup = {
  __typename?: 'AddressGroup';
  /** The opaque keyed hash that names the group (what voting by address group takes). */
  group: Scalars['String']['output'];
  /** A short name for people: 'Address group 1 (3fa9c2)'. */
  label: Scalars['String']['output'];
  /** Share (0 to 1) of the poem's counted votes. */
  share: Scalars['Float']['output'];
  votes: Scalars['Int']['output'];
};

export type AdminPermissions = {
  __typename?: 'AdminPermissions';
  manageTopics: Scalars['Boolean']['output'];
  manageUsers: Scalars['Boolean']['output'];
  processPayments: Scalars['Boolean']['output'];
  reviewSubmissions: Scalars['Boolean']['output'];
};

export type AdminSeats = {
  __typename?: 'AdminSeats';
  max: Scalars['Int']['output'];
  used: Scalars['Int']['output'];
};

export type AdminStats = {
  __typename?: 'AdminStats';
  activeBeats: Scalars['Int']['output'];
  activeTopics: Scalars['Int']['output'];
  adminUsers: Scalars['Int']['output'];
  /** Approved and not yet paid. */
  approvedUnpaid: Scalars['Int']['output'];
  beats: Scalars['Int']['output'];
  paid: Scalars['Int']['output'];
  pending: Scalars['Int']['output'];
  regularUsers: Scalars['Int']['output'];
  rejected: Scalars['Int']['output'];
  topics: Scalars['Int']['output'];
  totalPaidOutCents: Scalars['Int']['output'];
  totalSubmissions: Scalars['Int']['output'];
};

export type ApproveSubmissionInput = {
  feedback?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};

export type AuditActor = {
  __typename?: 'AuditActor';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** One field of an audit entry. A value is shown as text: JSON for anything but a string, null when absent. */
export type AuditChange = {
  __typename?: 'AuditChange';
  after?: Maybe<Scalars['String']['output']>;
  before?: Maybe<Scalars['String']['output']>;
  field: Scalars['String']['output'];
};

/** One admin action, as it was recorded; never changed afterwards. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  action: Scalars['String']['output'];
  /** Who acted, by the name they had then; null for the server's own scheduled work. */
  actor?: Maybe<AuditActor>;
  /** The fields the action changed, as they were and as they became. */
  changes: Array<AuditChange>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  subjectId?: Maybe<Scalars['String']['output']>;
  /** What the subject is called now, or was called when it was deleted; null when unknown. */
  subjectLabel?: Maybe<Scalars['String']['output']>;
  subjectType: Scalars['String']['output'];
  submissionId?: Maybe<Scalars['ID']['output']>;
};

export type AuditLogFilter = {
  /** An action such as 'submission.approve'. */
  action?: InputMaybe<Scalars['String']['input']>;
  actorId?: InputMaybe<Scalars['ID']['input']>;
  /** From this instant, inclusive. */
  since?: InputMaybe<Scalars['DateTime']['input']>;
  subjectId?: InputMaybe<Scalars['String']['input']>;
  /** A subject type such as 'submission', 'topic', 'user'. */
  subjectType?: InputMaybe<Scalars['String']['input']>;
  /** Entries about one poem. */
  submissionId?: InputMaybe<Scalars['ID']['input']>;
  /** Before this instant. */
  until?: InputMaybe<Scalars['DateTime']['input']>;
};

export type AuditLogPage = {
  __typename?: 'AuditLogPage';
  entries: Array<AuditEntry>;
  /** Pass as `after` for the next, older entries; null when there are none. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type BankDetails = {
  __typename?: 'BankDetails';
  accountHolder: Scalars['String']['output'];
  accountNumber: Scalars['String']['output'];
  accountType: Scalars['String']['output'];
  bankName: Scalars['String']['output'];
  branchCode?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type BankDetailsInput = {
  accountHolder: Scalars['String']['input'];
  accountNumber: Scalars['String']['input'];
  accountType: Scalars['String']['input'];
  bankName: Scalars['String']['input'];
  branchCode?: InputMaybe<Scalars['String']['input']>;
  /** The account's current password: saving needs it, so a stolen session cannot redirect payouts. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  /** For an account without a password: the ID token of a Google sign-in made in the last 5 minutes. */
  googleCredential?: InputMaybe<Scalars['String']['input']>;
};

export type BankDetailsPayload = {
  __typename?: 'BankDetailsPayload';
  bankDetails: BankDetails;
  message: Scalars['String']['output'];
};

export type BankOptions = {
  __typename?: 'BankOptions';
  accountTypes: Array<Scalars['String']['output']>;
  banks: Array<Scalars['String']['output']>;
};

/** A backing track admins supply for poets to record over. */
export type Beat = {
  __typename?: 'Beat';
  active: Scalars['Boolean']['output'];
  artist: Scalars['String']['output'];
  /** Free text, as the admin typed it. */
  bpm?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** The name to save a download under: the file's name, else '{title}.mp3'. */
  downloadName: Scalars['String']['output'];
  /** The length in seconds, read from the file after upload; null until then or if it cannot be read. */
  durationSeconds?: Maybe<Scalars['Float']['output']>;
  /** The name of the uploaded file. */
  fileName: Scalars['String']['output'];
  /** In bytes. */
  fileSize: Scalars['Int']['output'];
  /** The audio type recognised from the file's content. */
  fileType: Scalars['String']['output'];
  /** Where to play or download the file: a plain path for an active beat, a link that expires (after MEDIA_URL_TTL_S, 15 minutes by default) otherwise. */
  fileUrl: Scalars['String']['output'];
  genre?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The musical key, free text. */
  key?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type BeatIdInput = {
  id: Scalars['ID']['input'];
};

export type BeatPayload = {
  __typename?: 'BeatPayload';
  beat: Beat;
};

export type ChangePasswordInput = {
  confirmPassword: Scalars['String']['input'];
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

export type CreateTopicInput = {
  /** False unless given: a new topic is hidden until an admin activates it. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  deadline?: InputMaybe<Scalars['DateTime']['input']>;
  /** At most 2000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 120 characters once trimmed. */
  title: Scalars['String']['input'];
  /** Not before the deadline when both are set. */
  votingEndsAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type DeleteAccountInput = {
  /** Must be the word DELETE. */
  confirmation: Scalars['String']['input'];
  /** Required when the account has a password. */
  password?: InputMaybe<Scalars['String']['input']>;
};

export type DeleteBeatPayload = {
  __typename?: 'DeleteBeatPayload';
  beatId: Scalars['ID']['output'];
};

export type DeleteTopicPayload = {
  __typename?: 'DeleteTopicPayload';
  topicId: Scalars['ID']['output'];
};

export type EmailInput = {
  email: Scalars['String']['input'];
};

/** A sample poem written for Spoken, shown in the poetry gallery. */
export type GalleryPoem = {
  __typename?: 'GalleryPoem';
  /** Null when the author is unknown: show 'Unknown Author'. */
  authorName?: Maybe<Scalars['String']['output']>;
  /** The poem's text, one line per line of the poem. */
  content: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  topicName: Scalars['String']['output'];
};

export type GoogleIntent =
  /** Sign in as an admin, or sign up as one with the passcode. */
  | 'admin'
  /** Sign in, or sign up as a poet. */
  | 'user';

export type GoogleSignInInput = {
  /** Needed to create an account; ignored for an existing one. */
  acceptTerms?: InputMaybe<Scalars['Boolean']['input']>;
  /** The ID token (credential) Google Identity Services gave the browser. */
  credential: Scalars['String']['input'];
  intent?: GoogleIntent;
  /** Needed to create an admin account. */
  passcode?: InputMaybe<Scalars['String']['input']>;
  /** From the sign-up page: a failure then says 'Failed to sign up with Google. Please try again.' */
  signUp?: InputMaybe<Scalars['Boolean']['input']>;
};

/** How a poem's votes look: who cast them from where, how fast, from what accounts. */
export type IntegritySignals = {
  __typename?: 'IntegritySignals';
  /** The address groups with the most votes, most first. */
  addressGroups: Array<AddressGroup>;
  /** Share (0 to 1) of voters whose accounts were created in a sign-up burst. */
  burstCreatedShare: Scalars['Float']['output'];
  /** Votes in one minute that make it a burst. */
  burstThreshold: Scalars['Int']['output'];
  /** Runs of burst minutes, oldest first. */
  bursts: Array<VoteBurst>;
  computedAt: Scalars['DateTime']['output'];
  /** Votes a minute a poem on this topic normally gets. */
  expectedPerMinute: Scalars['Float']['output'];
  /** Share (0 to 1) of voters whose accounts were less than a day old when they voted. */
  newAccountShare: Scalars['Float']['output'];
  poemId: Scalars['ID']['output'];
  /** Why the score is what it is, in words with numbers, largest part first. */
  reasons: Array<Scalars['String']['output']>;
  /** 0 (nothing unusual) to 100. */
  score: Scalars['Float']['output'];
  totals: IntegrityTotals;
  /** Share (0 to 1) of voters who have not verified their email. */
  unverifiedShare: Scalars['Float']['output'];
};

/** Counts over the poem's counted votes (one per voter); voided votes only in voidedVotes. */
export type IntegrityTotals = {
  __typename?: 'IntegrityTotals';
  /** Distinct address groups among the votes. */
  addressGroups: Scalars['Int']['output'];
  /** Voters whose accounts are now blocked. */
  blockedVoters: Scalars['Int']['output'];
  burstCreated: Scalars['Int']['output'];
  newAccounts: Scalars['Int']['output'];
  unverified: Scalars['Int']['output'];
  voidedVotes: Scalars['Int']['output'];
  votes: Scalars['Int']['output'];
  /** Votes with no recorded address. */
  withoutAddress: Scalars['Int']['output'];
};

export type LiveJoinCode = {
  __typename?: 'LiveJoinCode';
  /** When the projector should show the next code (every 20 seconds). */
  changesAt: Scalars['DateTime']['output'];
  /** Four digits. */
  code: Scalars['String']['output'];
  /** A code is good for one minute from when it is first shown. */
  goodUntil: Scalars['DateTime']['output'];
};

/** The votes that decide a slam night's winner. */
export type LiveResultBasis =
  /** The votes cast in the night's rounds. */
  | 'night'
  /** The topic's overall tally: every vote, online ones before the night included. */
  | 'overall';

export type LiveRound = {
  __typename?: 'LiveRound';
  /** When a host closed it early (or revealed), if they did. */
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the countdown ends. */
  closesAt: Scalars['DateTime']['output'];
  /** 1 for the night's first round. */
  number: Scalars['Int']['output'];
  /** Open now: not closed and before closesAt. */
  open: Scalars['Boolean']['output'];
  openedAt: Scalars['DateTime']['output'];
  /** Votes count only with the join code on the projector. */
  roomOnly: Scalars['Boolean']['output'];
};

/** A topic's slam night. */
export type LiveShow = {
  __typename?: 'LiveShow';
  /** When the winner was revealed; null until then. */
  revealedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The latest round of the night, open or closed; null before the first. */
  round?: Maybe<LiveRound>;
  /** A host has started the night and not ended it: votes count only in open rounds. */
  running: Scalars['Boolean']['output'];
  /** The server's clock when this was read, so a screen can count down by the server's time. */
  serverTime: Scalars['DateTime']['output'];
  /** The poem being performed, if any. */
  stage?: Maybe<Poem>;
  topic: Topic;
  topicId: Scalars['ID']['output'];
  /** Rises with every change; keep the night with the highest version. */
  version: Scalars['Int']['output'];
  /** The poem revealed as the winner (most votes at the reveal); null until then, or when no poem had votes. */
  winner?: Maybe<Poem>;
  /** Which votes decided the winner; null until the reveal. */
  winnerDecidedBy?: Maybe<LiveResultBasis>;
};

export type LiveShowPayload = {
  __typename?: 'LiveShowPayload';
  show: LiveShow;
};

export type LiveTopicInput = {
  topicId: Scalars['ID']['input'];
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type LoginPayload = {
  __typename?: 'LoginPayload';
  account: Account;
};

export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  ok: Scalars['Boolean']['output'];
};

/** A bank account as admin screens show it: the account number masked to its last digits (the CSV export has it in full). */
export type MaskedBankAccount = {
  __typename?: 'MaskedBankAccount';
  bankName: Scalars['String']['output'];
  /** Asterisks and the last digits, such as ****1111. */
  maskedAccountNumber: Scalars['String']['output'];
};

export type MessagePayload = {
  __typename?: 'MessagePayload';
  message: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Signs in, as login does, only when the account is an admin. */
  adminLogin: LoginPayload;
  /** Approves a pending submission once its video is processed (see approvalBlockedReason): it goes up for voting and earns its poet R50. */
  approveSubmission: SubmissionPayload;
  /** Changes the password; every other session of the account ends. */
  changePassword: MessagePayload;
  /** Closes the open round before its countdown ends. */
  closeLiveRound: LiveShowPayload;
  /** Adds a topic; it stays hidden until it is made active. */
  createTopic: TopicPayload;
  /**
   * Erases the caller's personal data and ends every session (POPIA). Unpaid rewards stay payable
   * while bank details are on file (erased after the last payout), and are forfeited otherwise.
   * The message says which; a confirmation is mailed.
   */
  deleteAccount: MessagePayload;
  /** Deletes a beat and its file. Poems made over it keep the beat's title. */
  deleteBeat: DeleteBeatPayload;
  /** Deletes a topic nobody has submitted to. A topic with submissions is refused: deactivate it instead. */
  deleteTopic: DeleteTopicPayload;
  /** Ends the night: the stage, rounds and reveal are cleared and the topic's voting follows its usual rules again. */
  endLiveShow: LiveShowPayload;
  /** Signs in or signs up with a Google ID token from Google Identity Services. */
  googleSignIn: LoginPayload;
  /** Signs in with email and password; the session travels in an httpOnly cookie. */
  login: LoginPayload;
  /** Ends the current session; its cookie is cleared and its open sockets close. */
  logout: LogoutPayload;
  /** Records a reward as paid; refused while the poet has no bank details. */
  markRewardPaid: RewardPayload;
  /**
   * Opens a round of voting for `seconds` (10 to 3600), closing any round still open. While a night
   * runs, the topic's votes count only in an open round; in a room-only round, only with the join
   * code on the projector. Starts the night.
   */
  openLiveRound: LiveShowPayload;
  /** Creates an account and mails a verification link; no session until the email is verified. */
  register: RegisterPayload;
  /** Creates an admin account with the admin passcode while fewer than 5 admins exist. */
  registerAdmin: RegisterPayload;
  /** Rejects a pending submission with a reason the poet is told. */
  rejectSubmission: SubmissionPayload;
  /** Mails a password reset link; answers alike for unknown addresses. */
  requestPasswordReset: MessagePayload;
  /** Mails a new verification link, at most once a minute; answers alike for unknown addresses. */
  resendVerification: MessagePayload;
  /** Sets a new password from a reset link; every session of the account ends. */
  resetPassword: MessagePayload;
  /** Closes an open reward case with a written resolution. */
  resolveRewardCase: RewardCasePayload;
  /**
   * Closes any open round and shows the leading poem with the final tallies: by the votes cast in the
   * night's rounds unless the host chooses the topic's overall tally. The topic's own result, winner
   * and R1000 are untouched.
   */
  revealLiveWinner: LiveShowPayload;
  /**
   * Saves the caller's bank details, encrypted at rest, and mails the poet that they changed. Needs
   * the current password, or for an account without one a fresh Google sign-in.
   */
  saveBankDetails: BankDetailsPayload;
  /** Offers a beat to poets, or withdraws it; poems already made over it keep it. */
  setBeatActive: BeatPayload;
  /** Shows a topic to the public and opens it for submissions, or hides it. */
  setTopicActive: TopicPayload;
  /** Blocks or unblocks a poet; a blocked account's sessions end and it cannot sign in. */
  setUserBlocked: UserPayload;
  /**
   * Sets the caller's vote on a poem: true to vote, false to take it back. Idempotent: repeating a
   * call changes nothing, so a retry never flips a vote. Admins are refused: they review and pay,
   * and do not vote (checked in the vote's own statement, with the session).
   */
  setVote: SetVotePayload;
  /** Puts a poem of the topic on stage ("now on stage"), or nobody when poemId is null. Starts the night. */
  spotlightPoem: LiveShowPayload;
  /** Returns an admin to an ordinary account, freeing an admin seat. */
  stepDownAdmin: UserPayload;
  /** Uploads a video poem for review. Poets only: admins do not submit poems. */
  submitPoem: SubmissionPayload;
  /** Takes an approved poem out of public view after it is found to break the rules. */
  takeDownSubmission: SubmissionPayload;
  /** Replaces a page's text. */
  updatePage: PagePayload;
  /** Sets the public name, preferred video quality and whether cards play by themselves. */
  updateProfile: AccountPayload;
  /** Sets the site's settings; an empty video channel address removes the link from home. */
  updateSiteSettings: SiteSettingsPayload;
  /** Changes the fields given; fields left out keep their value. */
  updateTopic: TopicPayload;
  /** Adds a beat from an MP3, WAV, OGG or M4A file of at most 20 MB; it is active at once. */
  uploadBeat: BeatPayload;
  /** Marks the email of the link's account as verified. */
  verifyEmail: VerifyEmailPayload;
  /** Cancels an unpaid reward, with the reason recorded. */
  voidReward: RewardPayload;
  /**
   * Voids a set of votes on a poem or a whole topic, with a written reason: the votes are kept but
   * count for nothing, and the tallies, the 500-vote bounty, a decided topic's winner and the ledger
   * are corrected in one transaction. A paid bounty is not taken back: a case is opened instead.
   */
  voidVotes: VoidVotesPayload;
  /** Takes back one of the caller's own pending submissions. */
  withdrawSubmission: SubmissionPayload;
};


export type MutationAdminLoginArgs = {
  input: LoginInput;
};


export type MutationApproveSubmissionArgs = {
  input: ApproveSubmissionInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCloseLiveRoundArgs = {
  input: LiveTopicInput;
};


export type MutationCreateTopicArgs = {
  input: CreateTopicInput;
};


export type MutationDeleteAccountArgs = {
  input: DeleteAccountInput;
};


export type MutationDeleteBeatArgs = {
  input: BeatIdInput;
};


export type MutationDeleteTopicArgs = {
  input: TopicIdInput;
};


export type MutationEndLiveShowArgs = {
  input: LiveTopicInput;
};


export type MutationGoogleSignInArgs = {
  input: GoogleSignInInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationMarkRewardPaidArgs = {
  input: RewardIdInput;
};


export type MutationOpenLiveRoundArgs = {
  input: OpenLiveRoundInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRegisterAdminArgs = {
  input: RegisterAdminInput;
};


export type MutationRejectSubmissionArgs = {
  input: RejectSubmissionInput;
};


export type MutationRequestPasswordResetArgs = {
  input: EmailInput;
};


export type MutationResendVerificationArgs = {
  input: ResendVerificationInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationResolveRewardCaseArgs = {
  input: ResolveRewardCaseInput;
};


export type MutationRevealLiveWinnerArgs = {
  input: RevealLiveWinnerInput;
};


export type MutationSaveBankDetailsArgs = {
  input: BankDetailsInput;
};


export type MutationSetBeatActiveArgs = {
  input: SetBeatActiveInput;
};


export type MutationSetTopicActiveArgs = {
  input: SetTopicActiveInput;
};


export type MutationSetUserBlockedArgs = {
  input: SetUserBlockedInput;
};


export type MutationSetVoteArgs = {
  input: SetVoteInput;
};


export type MutationSpotlightPoemArgs = {
  input: SpotlightPoemInput;
};


export type MutationStepDownAdminArgs = {
  input: UserIdInput;
};


export type MutationSubmitPoemArgs = {
  input: SubmitPoemInput;
};


export type MutationTakeDownSubmissionArgs = {
  input: TakeDownSubmissionInput;
};


export type MutationUpdatePageArgs = {
  input: UpdatePageInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateSiteSettingsArgs = {
  input: UpdateSiteSettingsInput;
};


export type MutationUpdateTopicArgs = {
  input: UpdateTopicInput;
};


export type MutationUploadBeatArgs = {
  input: UploadBeatInput;
};


export type MutationVerifyEmailArgs = {
  input: TokenInput;
};


export type MutationVoidRewardArgs = {
  input: VoidRewardInput;
};


export type MutationVoidVotesArgs = {
  input: VoidVotesInput;
};


export type MutationWithdrawSubmissionArgs = {
  input: SubmissionIdInput;
};

export type OpenLiveRoundInput = {
  /** Whether votes need the join code on the projector. */
  roomOnly: Scalars['Boolean']['input'];
  /** How long the round stays open: 10 to 3600. */
  seconds: Scalars['Int']['input'];
  topicId: Scalars['ID']['input'];
};

/**
 * A text page that admins edit. The content is plain text: blank lines separate paragraphs, and
 * clients show it as text, never as HTML.
 */
export type Page = {
  __typename?: 'Page';
  content: Scalars['String']['output'];
  key: PageKey;
  updatedAt: Scalars['DateTime']['output'];
};

export type PageKey =
  | 'about'
  | 'cookies'
  | 'help'
  | 'privacy'
  | 'terms';

export type PagePayload = {
  __typename?: 'PagePayload';
  page: Page;
};

export type PayoutFilter =
  | 'all'
  | 'paid'
  | 'pending';

export type PayoutPage = {
  __typename?: 'PayoutPage';
  nodes: Array<Reward>;
  paidCents: Scalars['Int']['output'];
  pendingCents: Scalars['Int']['output'];
  /** Pending and paid together; voided rewards are not counted. */
  totalCents: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** An approved poem, as everyone sees it. */
export type Poem = VideoMedia & {
  __typename?: 'Poem';
  authorName: Scalars['String']['output'];
  beatTitle?: Maybe<Scalars['String']['output']>;
  /** The cards' HLS playlist: the smallest rendition's pictures without sound, for a muted card; as stream for its links, and null for a video processed before cards had one. */
  cardStream?: Maybe<Scalars['String']['output']>;
  /** The video's length in seconds, once processed. */
  durationSeconds?: Maybe<Scalars['Float']['output']>;
  /** True once the poem reached 500 votes: it takes no more votes, and none can be taken back. */
  frozen: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /**
   * Of voteCount, the votes cast in the rounds of its topic's slam night: the night running, or the
   * last one. 0 before a topic's first night.
   */
  nightVoteCount: Scalars['Int']['output'];
  /** The poster in sizes, smallest first, each in WebP and JPEG; empty until processed. */
  posters: Array<PosterImage>;
  /** H.264/AAC MP4 copies for every device, largest first. */
  renditions: Array<VideoRendition>;
  /** The master HLS playlist (adaptive streaming): a plain path when the poem is public, a link that expires otherwise; null until processed, or when packaging failed. */
  stream?: Maybe<Scalars['String']['output']>;
  submittedAt: Scalars['DateTime']['output'];
  /** The poster image shown until the video plays. */
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  topicId: Scalars['ID']['output'];
  topicTitle: Scalars['String']['output'];
  transcript: Scalars['String']['output'];
  /**
   * The video as uploaded, only on a server that cannot process videos (a development machine
   * without ffmpeg), where it is all there is to play; null everywhere else: the renditions play.
   */
  videoUrl?: Maybe<Scalars['String']['output']>;
  /** Whether the signed-in viewer has voted for it; false for visitors. */
  viewerHasVoted: Scalars['Boolean']['output'];
  /** Whether the signed-in viewer is its poet, who may not vote for it; false for visitors. */
  viewerIsPoet: Scalars['Boolean']['output'];
  voteCount: Scalars['Int']['output'];
  /** Rises with every change of voteCount. */
  voteVersion: Scalars['Int']['output'];
};

export type PoemListChange = {
  __typename?: 'PoemListChange';
  /** Poems that went up for voting, as the public sees them; one taken down again before this was sent is left out. */
  published: Array<Poem>;
  /** Poems taken out of public view. */
  removed: Array<Scalars['ID']['output']>;
  topicId: Scalars['ID']['output'];
};

export type PoemPage = {
  __typename?: 'PoemPage';
  nodes: Array<Poem>;
  totalCount: Scalars['Int']['output'];
};

export type PoemSort =
  | 'newest'
  | 'oldest'
  | 'votes';

export type PoemTally = {
  __typename?: 'PoemTally';
  frozen: Scalars['Boolean']['output'];
  /** Of voteCount, the votes cast in the rounds of the topic's slam night (see Poem.nightVoteCount). */
  nightVoteCount: Scalars['Int']['output'];
  poemId: Scalars['ID']['output'];
  voteCount: Scalars['Int']['output'];
  voteVersion: Scalars['Int']['output'];
};

/** Votes voided on a poem, as the public sees them. */
export type PoemVoiding = {
  __typename?: 'PoemVoiding';
  reason: Scalars['String']['output'];
  voidedAt: Scalars['DateTime']['output'];
  voteCount: Scalars['Int']['output'];
};

/** One size of a poem's poster image. */
export type PosterImage = {
  __typename?: 'PosterImage';
  height: Scalars['Int']['output'];
  /** image/webp or image/jpeg */
  type: Scalars['String']['output'];
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

/** Renditions, poster and duration are made by a job after upload; until then only the poet and admins can play the original. */
export type ProcessingState =
  /** The video could not be processed; processingError says why. */
  | 'failed'
  | 'processing'
  /** Waiting for a worker. */
  | 'queued'
  | 'ready';

/** Each domain file extends these root types with its own fields. */
export type Query = {
  __typename?: 'Query';
  /** What deleting the caller's account would do: the rewards it is owed and whether they can still be paid. */
  accountDeletionTerms: AccountDeletionTerms;
  /** Every beat, active or not, newest first. */
  adminBeats: Array<Beat>;
  /** Admin seats taken and available, for the 'Register new admin (n/5)' button. */
  adminSeats: AdminSeats;
  /** The figures of the admin dashboard. */
  adminStats: AdminStats;
  /** Every topic, active or not, newest first, with its submission count. */
  adminTopics: Array<Topic>;
  /** The audit log: every admin action with who, when and the fields it changed, newest first. */
  auditLog: AuditLogPage;
  /** Everyone the audit log names as having acted, for its filter. */
  auditLogActors: Array<AuditActor>;
  /** The banks and account types bank details may name. */
  bankOptions: BankOptions;
  /** Active beats, by title: the beats poets may record over. */
  beats: Array<Beat>;
  /** One gallery poem, or null when there is none with this id. */
  galleryPoem?: Maybe<GalleryPoem>;
  /** The sample poems of the poetry gallery, in gallery order. */
  galleryPoems: Array<GalleryPoem>;
  /**
   * A poem's integrity signals, read from its votes now (voided votes left out), with its score and
   * the reasons for it; the score is stored for sorting. NOT_FOUND for an id that is no poem.
   */
  integritySignals: IntegritySignals;
  /**
   * The join code the projector shows now, for the topic's open room-only round; null when no such
   * round is open. Only hosts see it: anyone else could pass it out of the room.
   */
  liveJoinCode?: Maybe<LiveJoinCode>;
  /**
   * A topic's slam night as it stands: the poem on stage, the round, the reveal. Every visible topic
   * has one (not yet started until a host uses a control); a hidden or unknown topic is refused with
   * 'Topic not found.'.
   */
  liveShow: LiveShow;
  /** The caller's saved bank details, or null. */
  myBankDetails?: Maybe<BankDetails>;
  /** The caller's own rewards, newest first. */
  myRewards: Array<Reward>;
  /** The caller's own submissions, newest first. */
  mySubmissions: Array<Submission>;
  /** Paid bounties a voiding disputes, oldest first, until an admin resolves them. */
  openRewardCases: Array<RewardCase>;
  /** One of the site's text pages. */
  page: Page;
  /** Every text page, in PageKey order. */
  pages: Array<Page>;
  /** Rewards to pay out (or paid, or all), oldest first, with the totals of the payments screen. */
  payouts: PayoutPage;
  /** Pending rewards of poets with bank details, as CSV for a bank's bulk payment. */
  pendingPayoutsCsv: Scalars['String']['output'];
  /** An approved poem as the public sees it; null for anything that is not public. */
  poem?: Maybe<Poem>;
  /** The votes voided on a public poem: how many and why, never whose; oldest first. Empty for any other poem. */
  poemVoidings: Array<PoemVoiding>;
  /** The most recent submissions, for the admin dashboard. */
  recentSubmissions: Array<Submission>;
  /** Submissions for review, newest first or by integrity score, on one topic or all, with the count of each status. */
  reviewSubmissions: SubmissionPage;
  /** The nights running now, on active topics, oldest first: what the short address /live offers a phone. */
  runningLiveShows: Array<LiveShow>;
  /** How sign-in is offered: whether Google sign-in is on, and its client id for the browser. */
  signInOptions: SignInOptions;
  /** The rules the server holds poems and rewards to, for the pages that state them. */
  siteRules: SiteRules;
  /** The settings admins set for the whole site, such as the video channel home links to. */
  siteSettings: SiteSettings;
  /** One submission, for its owner and for admins; null for anyone else. */
  submission?: Maybe<Submission>;
  /** Every change of a submission, oldest first. */
  submissionHistory: Array<SubmissionEvent>;
  /** One topic. Inactive topics are shown to admins only: anyone else gets null. */
  topic?: Maybe<Topic>;
  /**
   * The tallies of a topic's public poems that changed at or after `since` (milliseconds since 1970 on
   * the server's clock): what a page the server rendered at `since` missed before its topicVotes
   * subscription began. Every public poem's tally when the server does not remember back that far.
   */
  topicTalliesSince: Array<PoemTally>;
  /** How voting stands on a topic: its end, its winner once decided, and the 500-vote bounty. */
  topicVoting?: Maybe<TopicVoting>;
  /**
   * Active topics, oldest first: a new topic joins the end of the row, so the first one (the topic home
   * and voting select by default) stays put while admins add more.
   */
  topics: Array<Topic>;
  /** People with accounts, newest first, for admins managing users. */
  users: UserPage;
  /** The signed-in person, or null for a visitor. */
  viewer?: Maybe<Account>;
  /** How many votes that still count a selection would void, without voiding them. */
  voidVotesPreview: VoidVotesPreview;
  /**
   * A topic's public poems for the voting page: searched (title, author, transcript; any case), sorted
   * and paginated. With sort VOTES and first 7 it is also home's featured poem and Top Poems.
   */
  votingPoems: PoemPage;
};


/** Each domain file extends these root types with its own fields. */
export type QueryAuditLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AuditLogFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Each domain file extends these root types with its own fields. */
export type QueryGalleryPoemArgs = {
  id: Scalars['ID']['input'];
};


/** Each domain file extends these root types with its own fields. */
export type QueryIntegritySignalsArgs = {
  poemId: Scalars['ID']['input'];
};


/** Each domain file extends these root types with its own fields. */
export type QueryLiveJoinCodeArgs = {
  topicId: Scalars['ID']['input'];
};


/** Each domain file extends these root types with its own fields. */
export type QueryLiveShowArgs = {
  topicId: Scalars['ID']['input'];
};


/** Each domain file extends these root types with its own fields. */
export type QueryPageArgs = {
  key: PageKey;
};


/** Each domain file extends these root types with its own fields. */
export type QueryPayoutsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<PayoutFilter>;
};


/** Each domain file extends these root types with its own fields. */
export type QueryPoemArgs = {
  id: Scalars['ID']['input'];
};


/** Each domain file extends these root types with its own fields. */
export type QueryPoemVoidingsArgs = {
  poemId: Scalars['ID']['input'];
};


/** Each domain file extends these root types with its own fields. */
export type QueryRecentSubmissionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Each domain file extends these root types with its own fields. */
export type QueryReviewSubmissionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SubmissionSort>;
  status?: InputMaybe<SubmissionFilter>;
  topicId?: InputMaybe<Scalars['ID']['input']>;
};


/** Each domain file extends these root types with its own fields. */
export type QuerySubmissionArgs = {
  id: Scalars['ID']['input'];
};


/** Each domain file extends these root types with its own fields. */
export type QuerySubmissionHistoryArgs = {
  id: Scalars['ID']['input'];
};


/** Each domain file extends these root types with its own fields. */
export type QueryTopicArgs = {
  id: Scalars['ID']['input'];
};


/** Each domain file extends these root types with its own fields. */
export type QueryTopicTalliesSinceArgs = {
  since: Scalars['Float']['input'];
  topicId: Scalars['ID']['input'];
};


/** Each domain file extends these root types with its own fields. */
export type QueryTopicVotingArgs = {
  topicId: Scalars['ID']['input'];
};


/** Each domain file extends these root types with its own fields. */
export type QueryUsersArgs = {
  filter?: InputMaybe<UsersFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Each domain file extends these root types with its own fields. */
export type QueryVoidVotesPreviewArgs = {
  input: VoteSelectionInput;
};


/** Each domain file extends these root types with its own fields. */
export type QueryVotingPoemsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<PoemSort>;
  topicId: Scalars['ID']['input'];
};

export type RegisterAdminInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  passcode: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type RegisterInput = {
  /** 'I agree that my submitted poems may be used on social media platforms if accepted' */
  acceptTerms: Scalars['Boolean']['input'];
  confirmPassword: Scalars['String']['input'];
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  /** The page to come back to after verifying and logging in, carried in the mailed link; ignored unless a path on this site. */
  returnTo?: InputMaybe<Scalars['String']['input']>;
};

export type RegisterPayload = {
  __typename?: 'RegisterPayload';
  message: Scalars['String']['output'];
};

export type RejectSubmissionInput = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};

export type ResendVerificationInput = {
  email: Scalars['String']['input'];
  /** As in RegisterInput: the page the new link brings the person back to. */
  returnTo?: InputMaybe<Scalars['String']['input']>;
};

export type ResetPasswordInput = {
  confirmPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

export type ResolveRewardCaseInput = {
  id: Scalars['ID']['input'];
  /** What the admins decided (5 to 1000 characters). */
  resolution: Scalars['String']['input'];
};

export type RevealLiveWinnerInput = {
  /** Which votes decide the winner: tonight's unless the host chooses otherwise. */
  decidedBy?: LiveResultBasis;
  topicId: Scalars['ID']['input'];
};

export type ReviewQueueChange = {
  __typename?: 'ReviewQueueChange';
  pendingCount: Scalars['Int']['output'];
  submission: Submission;
};

export type Reward = {
  __typename?: 'Reward';
  amountCents: Scalars['Int']['output'];
  /** The poet's saved bank, account number masked, for the payments screen: admins only; null when none is saved. */
  bankDetails?: Maybe<MaskedBankAccount>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: RewardKind;
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** The bank and masked account the reward was paid into, as recorded with the payment: admins and the poet. */
  paidTo?: Maybe<MaskedBankAccount>;
  /** When the reward may be paid: a bounty 24 hours after it was awarded (its review window), any other reward at once. */
  payableAt: Scalars['DateTime']['output'];
  /** The poet: admins only, null for anyone else. */
  poet?: Maybe<User>;
  status: RewardStatus;
  submissionId: Scalars['ID']['output'];
  submissionTitle: Scalars['String']['output'];
  submittedAt: Scalars['DateTime']['output'];
  voidReason?: Maybe<Scalars['String']['output']>;
  voidedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A paid reward that a voiding disputes, for the admins to settle. */
export type RewardCase = {
  __typename?: 'RewardCase';
  id: Scalars['ID']['output'];
  openedAt: Scalars['DateTime']['output'];
  resolution?: Maybe<Scalars['String']['output']>;
  resolvedAt?: Maybe<Scalars['DateTime']['output']>;
  reward: Reward;
  voiding?: Maybe<VoteVoiding>;
};

export type RewardCasePayload = {
  __typename?: 'RewardCasePayload';
  rewardCase: RewardCase;
};

export type RewardIdInput = {
  id: Scalars['ID']['input'];
};

export type RewardKind =
  /** R50 for an approved poem. */
  | 'approval'
  /** R1000 for the first poem of a topic to reach 500 votes. */
  | 'bounty';

export type RewardPayload = {
  __typename?: 'RewardPayload';
  reward: Reward;
};

export type RewardStatus =
  | 'paid'
  | 'pending'
  | 'void';

export type Role =
  | 'admin'
  | 'user';

export type SetBeatActiveInput = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};

export type SetTopicActiveInput = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};

export type SetUserBlockedInput = {
  blocked: Scalars['Boolean']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};

export type SetVoteInput = {
  /** The join code on the projector: needed while a room-only round of a slam night is open. */
  joinCode?: InputMaybe<Scalars['String']['input']>;
  poemId: Scalars['ID']['input'];
  voted: Scalars['Boolean']['input'];
};

export type SetVotePayload = {
  __typename?: 'SetVotePayload';
  poem: Poem;
  /** The poem's tally after the vote. */
  tally: PoemTally;
  /** Whether the caller's vote now stands. */
  voted: Scalars['Boolean']['output'];
};

export type SignInOptions = {
  __typename?: 'SignInOptions';
  googleClientId?: Maybe<Scalars['String']['output']>;
};

export type SiteRules = {
  __typename?: 'SiteRules';
  /** Paid for each approved poem, in cents. */
  approvalCents: Scalars['Int']['output'];
  /** Paid to the first poem of a topic to reach the bounty target, in cents. */
  bountyCents: Scalars['Int']['output'];
  /** The votes a poem needs for the bounty. */
  bountyTarget: Scalars['Int']['output'];
  /** The longest a poem's video may be, in seconds. */
  maxPoemSeconds: Scalars['Int']['output'];
  /** The largest video file a poet may upload, in bytes. */
  maxVideoBytes: Scalars['Int']['output'];
  /** The shortest a poem's video may be, in seconds; 0 when there is no shortest. */
  minPoemSeconds: Scalars['Int']['output'];
};

export type SiteSettings = {
  __typename?: 'SiteSettings';
  /** The video channel home links to, an https address; null while unset. */
  videoChannelUrl?: Maybe<Scalars['String']['output']>;
};

export type SiteSettingsPayload = {
  __typename?: 'SiteSettingsPayload';
  siteSettings: SiteSettings;
};

export type SpotlightPoemInput = {
  /** An approved poem of the topic, or null to clear the stage. */
  poemId?: InputMaybe<Scalars['ID']['input']>;
  topicId: Scalars['ID']['input'];
};

/** A submission as its poet and admins see it. */
export type Submission = VideoMedia & {
  __typename?: 'Submission';
  /** Why this pending submission cannot be approved yet (its video is not processed); null when it can be, and once it is not pending. */
  approvalBlockedReason?: Maybe<Scalars['String']['output']>;
  /** The R50 earned by approval, once approved. */
  approvalReward?: Maybe<Reward>;
  /** The poet's public name, or 'Anonymous Poet'. Never an email address. */
  authorName: Scalars['String']['output'];
  beatId?: Maybe<Scalars['ID']['output']>;
  beatTitle?: Maybe<Scalars['String']['output']>;
  /** The cards' HLS playlist: the smallest rendition's pictures without sound, for a muted card; as stream for its links, and null for a video processed before cards had one. */
  cardStream?: Maybe<Scalars['String']['output']>;
  /** The video's length in seconds, once processed. */
  durationSeconds?: Maybe<Scalars['Float']['output']>;
  /** Reviewer text for the poet: approval feedback or the reason for rejection. */
  feedback?: Maybe<Scalars['String']['output']>;
  fileName: Scalars['String']['output'];
  fileSize: Scalars['Int']['output'];
  fileType: Scalars['String']['output'];
  /** True once the poem reached 500 votes: it takes no more votes, and none can be taken back. */
  frozen: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The stored integrity score, 0 to 100 (higher is more suspicious): admins only; null until computed, and for anyone else. */
  integrityScore?: Maybe<Scalars['Float']['output']>;
  /** The poster in sizes, smallest first, each in WebP and JPEG; empty until processed. */
  posters: Array<PosterImage>;
  /** Why the video could not be processed, when it could not. */
  processingError?: Maybe<Scalars['String']['output']>;
  /** Where the video is in its processing. */
  processingState: ProcessingState;
  /** H.264/AAC MP4 copies for every device, largest first; empty until the video is processed. */
  renditions: Array<VideoRendition>;
  reviewedAt?: Maybe<Scalars['DateTime']['output']>;
  status: SubmissionStatus;
  /** The master HLS playlist (adaptive streaming): a plain path when the poem is public, a link that expires otherwise; null until processed, or when packaging failed. */
  stream?: Maybe<Scalars['String']['output']>;
  submittedAt: Scalars['DateTime']['output'];
  /** The poet's account: admins only, null for anyone else. */
  submitter?: Maybe<User>;
  takenDown: Scalars['Boolean']['output'];
  takenDownReason?: Maybe<Scalars['String']['output']>;
  /** The poster image shown until the video plays; null until the video is processed. */
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  topicId: Scalars['ID']['output'];
  /** The topic's title, or the title it had when the poem was submitted. */
  topicTitle: Scalars['String']['output'];
  transcript: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /**
   * The video as uploaded, for its poet and admins: a link that expires (after MEDIA_URL_TTL_S, 15
   * minutes by default). It is never published, except on a server that cannot process videos (a
   * development machine without ffmpeg), where a public poem's upload is a plain path.
   */
  videoUrl: Scalars['String']['output'];
  voteCount: Scalars['Int']['output'];
};

export type SubmissionCounts = {
  __typename?: 'SubmissionCounts';
  all: Scalars['Int']['output'];
  approved: Scalars['Int']['output'];
  paid: Scalars['Int']['output'];
  pending: Scalars['Int']['output'];
  rejected: Scalars['Int']['output'];
  takenDown: Scalars['Int']['output'];
  withdrawn: Scalars['Int']['output'];
};

export type SubmissionEvent = {
  __typename?: 'SubmissionEvent';
  /** Who made the change; null when the account is gone. */
  actor?: Maybe<User>;
  createdAt: Scalars['DateTime']['output'];
  detail?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: SubmissionEventKind;
};

export type SubmissionEventKind =
  | 'approved'
  | 'rejected'
  | 'reward_added'
  | 'reward_paid'
  | 'reward_voided'
  | 'submitted'
  | 'taken_down'
  | 'withdrawn';

export type SubmissionFilter =
  | 'all'
  | 'approved'
  | 'paid'
  | 'pending'
  | 'rejected'
  | 'taken_down'
  | 'withdrawn';

export type SubmissionIdInput = {
  id: Scalars['ID']['input'];
};

export type SubmissionPage = {
  __typename?: 'SubmissionPage';
  counts: SubmissionCounts;
  nodes: Array<Submission>;
  totalCount: Scalars['Int']['output'];
};

export type SubmissionPayload = {
  __typename?: 'SubmissionPayload';
  submission: Submission;
};

/** The order of an admin list of submissions. */
export type SubmissionSort =
  /** Highest integrity score first; poems not yet scored last. */
  | 'integrity_score'
  | 'newest';

export type SubmissionStatus =
  | 'approved'
  | 'paid'
  | 'pending'
  | 'rejected'
  | 'withdrawn';

export type SubmitPoemInput = {
  /** One of the active beats, or none. */
  beatId?: InputMaybe<Scalars['ID']['input']>;
  title: Scalars['String']['input'];
  topicId: Scalars['ID']['input'];
  transcript: Scalars['String']['input'];
  /** A finished upload of the poet's own, made at /uploads/videos (resumable, tus 1.0), not yet submitted. */
  uploadId: Scalars['ID']['input'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** The signed-in person's own account, each time it changes. */
  accountChanged: Account;
  /** The admin dashboard figures, each time they change. */
  adminStatsChanged: AdminStats;
  /** The active beats, by title, each time admins add, switch on or off, or delete one. */
  beatsChanged: Array<Beat>;
  /** Every change a host makes to a topic's night, as the whole night after it. Refused for a hidden or unknown topic. */
  liveShowChanged: LiveShow;
  /** The caller's own submissions, each time one's status, feedback or processing changes. */
  mySubmissionChanged: Submission;
  /** A text page, each time an admin saves it. */
  pageChanged: Page;
  /**
   * A topic's public poems coming and going, for everyone, visitors included: the poems that went up
   * for voting, whole, and the ids of poems taken out of public view; nothing of poems the public never
   * saw. Every watcher is sent the same, so viewerHasVoted and viewerIsPoet are false (nobody has
   * voted for a poem that was not public). Refused for a hidden or unknown topic.
   */
  poemListChanged: PoemListChange;
  /** Each new or changed submission, with the number pending review. */
  reviewQueueChanged: ReviewQueueChange;
  /**
   * A topic's live tallies for everyone, visitors included: batches of the latest counts (a few a
   * second at most), and the winner when voting closes. Keep a poem's count with the highest version;
   * refetch after reconnecting.
   */
  topicVotes: TopicVotesUpdate;
  /**
   * Each change to a topic. Admins hear of every topic; everyone else hears of active topics and of
   * the change that hides or deletes one they could see (drop it when `deleted` or `topic.active` is false).
   */
  topicsChanged: TopicChange;
  /** Each sign-up, and each change to an account as admins list it (verified, renamed, blocked, stepped down, deleted). */
  usersChanged: UsersChange;
};


export type SubscriptionLiveShowChangedArgs = {
  topicId: Scalars['ID']['input'];
};


export type SubscriptionPageChangedArgs = {
  key: PageKey;
};


export type SubscriptionPoemListChangedArgs = {
  topicId: Scalars['ID']['input'];
};


export type SubscriptionTopicVotesArgs = {
  topicId: Scalars['ID']['input'];
};

export type TakeDownSubmissionInput = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};

export type TokenInput = {
  token: Scalars['String']['input'];
};

/** A competition topic. Poets submit on it until its deadline; the public votes until votingEndsAt. */
export type Topic = {
  __typename?: 'Topic';
  /** Active and before its deadline. */
  acceptingSubmissions: Scalars['Boolean']['output'];
  /** Listed publicly and offered for submissions. */
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** When submissions close; open-ended when null. */
  deadline?: Maybe<Scalars['DateTime']['output']>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Poems submitted on the topic, in every status. Given to admins (adminTopics and the topic mutations); null elsewhere. */
  submissionCount?: Maybe<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** When voting closes (the topic is decided then); open-ended when null. */
  votingEndsAt?: Maybe<Scalars['DateTime']['output']>;
  /** Before votingEndsAt, or no end set. */
  votingOpen: Scalars['Boolean']['output'];
};

export type TopicChange = {
  __typename?: 'TopicChange';
  /** True when the topic was deleted; topic is then null. */
  deleted: Scalars['Boolean']['output'];
  /** The topic as it is now. */
  topic?: Maybe<Topic>;
  topicId: Scalars['ID']['output'];
};

export type TopicIdInput = {
  id: Scalars['ID']['input'];
};

export type TopicPayload = {
  __typename?: 'TopicPayload';
  topic: Topic;
};

export type TopicVotesUpdate = {
  __typename?: 'TopicVotesUpdate';
  /** Set when voting closes (the decision), and again when a voiding moves the bounty or corrects the winner. */
  closed?: Maybe<TopicVoting>;
  tallies: Array<PoemTally>;
  topicId: Scalars['ID']['output'];
};

export type TopicVoting = {
  __typename?: 'TopicVoting';
  /** The bounty in cents: R1000.00. */
  bountyCents: Scalars['Int']['output'];
  /** The poem that reached 500 votes first and earned the bounty, once one has. */
  bountyPoem?: Maybe<Poem>;
  /** Votes a poem needs for the bounty: 500. */
  bountyTarget: Scalars['Int']['output'];
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  topicId: Scalars['ID']['output'];
  votingEndsAt?: Maybe<Scalars['DateTime']['output']>;
  votingOpen: Scalars['Boolean']['output'];
  /** The winning poem, once voting has closed and a poem received votes. */
  winner?: Maybe<Poem>;
};

export type UpdatePageInput = {
  /** Plain text, 1 to 20,000 characters once trimmed. */
  content: Scalars['String']['input'];
  key: PageKey;
};

export type UpdateProfileInput = {
  autoPlay?: InputMaybe<Scalars['Boolean']['input']>;
  preferredVideoQuality?: InputMaybe<VideoQuality>;
  /** Empty to show the registration name. */
  publicName?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateSiteSettingsInput = {
  /** An https address of at most 500 characters, or empty to remove the link. */
  videoChannelUrl: Scalars['String']['input'];
};

export type UpdateTopicInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Null removes the deadline. */
  deadline?: InputMaybe<Scalars['DateTime']['input']>;
  /** Null clears it. */
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
  /** Null removes the end of voting. */
  votingEndsAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type UploadBeatInput = {
  /** 1 to 120 characters once trimmed. */
  artist: Scalars['String']['input'];
  /** At most 40 characters. */
  bpm?: InputMaybe<Scalars['String']['input']>;
  /** MP3, WAV, OGG or M4A, recognised by content; at most 20 MB. */
  file: Scalars['Upload']['input'];
  /** At most 40 characters. */
  genre?: InputMaybe<Scalars['String']['input']>;
  /** At most 40 characters. */
  key?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 120 characters once trimmed. */
  title: Scalars['String']['input'];
};

/** An account as admins see it in user management. */
export type User = {
  __typename?: 'User';
  blocked: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  emailVerified: Scalars['Boolean']['output'];
  googleAuth: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  lastLogin?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  poemsAccepted: Scalars['Int']['output'];
  poemsRejected: Scalars['Int']['output'];
  poemsSubmitted: Scalars['Int']['output'];
  publicName: Scalars['String']['output'];
  role: Role;
};

export type UserIdInput = {
  userId: Scalars['ID']['input'];
};

export type UserPage = {
  __typename?: 'UserPage';
  nodes: Array<User>;
  totalCount: Scalars['Int']['output'];
};

export type UserPayload = {
  __typename?: 'UserPayload';
  user: User;
};

export type UsersChange = {
  __typename?: 'UsersChange';
  /** The account that was created or changed. */
  userId: Scalars['ID']['output'];
};

export type UsersFilter = {
  blocked?: InputMaybe<Scalars['Boolean']['input']>;
  role?: InputMaybe<Role>;
  /** Matches name, public name or email, case-insensitive. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type VerifyEmailPayload = {
  __typename?: 'VerifyEmailPayload';
  email: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/**
 * A poem's video with what plays it, wherever it is shown: a public poem, or a submission as its poet
 * and admins see it. One player reads it on both; no field returns it, each type names itself.
 */
export type VideoMedia = {
  /** The cards' HLS playlist: the smallest rendition's pictures without sound, for a muted card; as stream for its links, and null for a video processed before cards had one. */
  cardStream?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The poster in sizes, smallest first, each in WebP and JPEG; empty until processed. */
  posters: Array<PosterImage>;
  /** H.264/AAC MP4 copies for every device, largest first; empty until the video is processed. */
  renditions: Array<VideoRendition>;
  /** The master HLS playlist (adaptive streaming): a plain path when the poem is public, a link that expires otherwise; null until processed, or when packaging failed. */
  stream?: Maybe<Scalars['String']['output']>;
  /** The poster image shown until the video plays; null until the video is processed. */
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  /** The video as uploaded: see Poem.videoUrl and Submission.videoUrl for when each gives it. */
  videoUrl?: Maybe<Scalars['String']['output']>;
};

/** The height a poem's video plays at: AUTO follows the connection; the others play one height when the poem has it, else Auto. */
export type VideoQuality =
  /** Adapts to the connection and the player's size. */
  | 'auto'
  /** 1080p */
  | 'high'
  /** 480p */
  | 'low'
  /** 360p */
  | 'lower'
  /** 240p */
  | 'lowest'
  /** 720p */
  | 'medium';

/** One playback copy of a poem's video. */
export type VideoRendition = {
  __typename?: 'VideoRendition';
  /** Lines of the picture's shorter side: 1080, 720, 480, 360 or 240, or the source's own when it is smaller. */
  height: Scalars['Int']['output'];
  /** A plain path when the poem is public, a link that expires (after MEDIA_URL_TTL_S, 15 minutes by default) otherwise. */
  url: Scalars['String']['output'];
};

export type VoidRewardInput = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};

export type VoidVotesInput = {
  addressGroup?: InputMaybe<Scalars['String']['input']>;
  blockedAccounts?: InputMaybe<Scalars['Boolean']['input']>;
  burstFrom?: InputMaybe<Scalars['DateTime']['input']>;
  burstTo?: InputMaybe<Scalars['DateTime']['input']>;
  emails?: InputMaybe<Array<Scalars['String']['input']>>;
  poemId?: InputMaybe<Scalars['ID']['input']>;
  /** Why the votes are voided (5 to 500 characters): shown on the poem's public page and mailed to the poet. */
  reason: Scalars['String']['input'];
  topicId: Scalars['ID']['input'];
  userIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type VoidVotesPayload = {
  __typename?: 'VoidVotesPayload';
  /** Whether the bounty moved (to another poem or to none). */
  bountyMoved: Scalars['Boolean']['output'];
  /** The poem holding the topic's bounty after the correction; null when none does. */
  bountyPoemId?: Maybe<Scalars['ID']['output']>;
  /** Opened when the bounty the voided votes earned had already been paid. */
  rewardCase?: Maybe<RewardCase>;
  /** The corrected tallies of the poems whose votes were voided. */
  tallies: Array<PoemTally>;
  voiding: VoteVoiding;
  /** A decided topic's winner after the correction. */
  winnerPoemId?: Maybe<Scalars['ID']['output']>;
};

export type VoidVotesPreview = {
  __typename?: 'VoidVotesPreview';
  /** Poems they were cast on. */
  poemCount: Scalars['Int']['output'];
  /** Votes that still count and would be voided. */
  voteCount: Scalars['Int']['output'];
};

/** Consecutive minutes each far above the topic's normal rate. */
export type VoteBurst = {
  __typename?: 'VoteBurst';
  /** Votes the topic's normal rate gives in the same minutes. */
  expected: Scalars['Float']['output'];
  from: Scalars['DateTime']['output'];
  /** Votes in each minute, in order. */
  perMinute: Array<Scalars['Int']['output']>;
  /** The end, exclusive: the minute after the last. */
  to: Scalars['DateTime']['output'];
  votes: Scalars['Int']['output'];
};

/**
 * Which votes: on a topic, or one of its poems, exactly one of an address group, a time window,
 * accounts (by id or by email), or every blocked account's votes.
 */
export type VoteSelectionInput = {
  /** Votes cast from one network address (an opaque group from the integrity signals). */
  addressGroup?: InputMaybe<Scalars['String']['input']>;
  /** Votes cast by accounts that are blocked now. */
  blockedAccounts?: InputMaybe<Scalars['Boolean']['input']>;
  /** Votes cast at or after this time, with burstTo. */
  burstFrom?: InputMaybe<Scalars['DateTime']['input']>;
  /** Votes cast before this time, with burstFrom. */
  burstTo?: InputMaybe<Scalars['DateTime']['input']>;
  /** Votes cast by the accounts with these email addresses, however spelled (at most 1000); refused when any has no account. */
  emails?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Only this poem's votes; the whole topic's when absent. */
  poemId?: InputMaybe<Scalars['ID']['input']>;
  topicId: Scalars['ID']['input'];
  /** Votes cast by these accounts (at most 1000). */
  userIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** A voiding, as admins see it. */
export type VoteVoiding = {
  __typename?: 'VoteVoiding';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The poem, for a voiding of one poem's votes; null for a topic-wide one. */
  poemId?: Maybe<Scalars['ID']['output']>;
  reason: Scalars['String']['output'];
  topicId: Scalars['ID']['output'];
  voteCount: Scalars['Int']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  VideoMedia:
    | ( SubmissionView )
    | ( SubmissionView )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Account: ResolverTypeWrapper<UserRow>;
  AccountDeletionTerms: ResolverTypeWrapper<AccountDeletionTerms>;
  AccountPayload: ResolverTypeWrapper<Omit<AccountPayload, 'account'> & { account: ResolversTypes['Account'] }>;
  AddressGroup: ResolverTypeWrapper<AddressGroup>;
  AdminPermissions: ResolverTypeWrapper<AdminPermissions>;
  AdminSeats: ResolverTypeWrapper<AdminSeats>;
  AdminStats: ResolverTypeWrapper<AdminStatsFigures>;
  ApproveSubmissionInput: ApproveSubmissionInput;
  AuditActor: ResolverTypeWrapper<AuditActor>;
  AuditChange: ResolverTypeWrapper<AuditChange>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditLogFilter: AuditLogFilter;
  AuditLogPage: ResolverTypeWrapper<AuditLogPage>;
  BankDetails: ResolverTypeWrapper<SavedBankDetails>;
  BankDetailsInput: BankDetailsInput;
  BankDetailsPayload: ResolverTypeWrapper<Omit<BankDetailsPayload, 'bankDetails'> & { bankDetails: ResolversTypes['BankDetails'] }>;
  BankOptions: ResolverTypeWrapper<BankOptions>;
  Beat: ResolverTypeWrapper<BeatRow>;
  BeatIdInput: BeatIdInput;
  BeatPayload: ResolverTypeWrapper<Omit<BeatPayload, 'beat'> & { beat: ResolversTypes['Beat'] }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChangePasswordInput: ChangePasswordInput;
  CreateTopicInput: CreateTopicInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteAccountInput: DeleteAccountInput;
  DeleteBeatPayload: ResolverTypeWrapper<DeleteBeatPayload>;
  DeleteTopicPayload: ResolverTypeWrapper<DeleteTopicPayload>;
  EmailInput: EmailInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GalleryPoem: ResolverTypeWrapper<GalleryPoemRow>;
  GoogleIntent: null;
  GoogleSignInInput: GoogleSignInInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IntegritySignals: ResolverTypeWrapper<IntegritySignalsView>;
  IntegrityTotals: ResolverTypeWrapper<IntegrityTotals>;
  LiveJoinCode: ResolverTypeWrapper<LiveJoinCode>;
  LiveResultBasis: null;
  LiveRound: ResolverTypeWrapper<LiveRoundRow>;
  LiveShow: ResolverTypeWrapper<LiveShowView>;
  LiveShowPayload: ResolverTypeWrapper<Omit<LiveShowPayload, 'show'> & { show: ResolversTypes['LiveShow'] }>;
  LiveTopicInput: LiveTopicInput;
  LoginInput: LoginInput;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'account'> & { account: ResolversTypes['Account'] }>;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  MaskedBankAccount: ResolverTypeWrapper<MaskedBankAccount>;
  MessagePayload: ResolverTypeWrapper<MessagePayload>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OpenLiveRoundInput: OpenLiveRoundInput;
  Page: ResolverTypeWrapper<PageRow>;
  PageKey: null;
  PagePayload: ResolverTypeWrapper<Omit<PagePayload, 'page'> & { page: ResolversTypes['Page'] }>;
  PayoutFilter: null;
  PayoutPage: ResolverTypeWrapper<Omit<PayoutPage, 'nodes'> & { nodes: Array<ResolversTypes['Reward']> }>;
  Poem: ResolverTypeWrapper<SubmissionView>;
  PoemListChange: ResolverTypeWrapper<Omit<PoemListChange, 'published'> & { published: Array<ResolversTypes['Poem']> }>;
  PoemPage: ResolverTypeWrapper<Omit<PoemPage, 'nodes'> & { nodes: Array<ResolversTypes['Poem']> }>;
  PoemSort: null;
  PoemTally: ResolverTypeWrapper<TallyOfPoem>;
  PoemVoiding: ResolverTypeWrapper<PoemVoiding>;
  PosterImage: ResolverTypeWrapper<PosterImage>;
  ProcessingState: null;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterAdminInput: RegisterAdminInput;
  RegisterInput: RegisterInput;
  RegisterPayload: ResolverTypeWrapper<RegisterPayload>;
  RejectSubmissionInput: RejectSubmissionInput;
  ResendVerificationInput: ResendVerificationInput;
  ResetPasswordInput: ResetPasswordInput;
  ResolveRewardCaseInput: ResolveRewardCaseInput;
  RevealLiveWinnerInput: RevealLiveWinnerInput;
  ReviewQueueChange: ResolverTypeWrapper<Omit<ReviewQueueChange, 'submission'> & { submission: ResolversTypes['Submission'] }>;
  Reward: ResolverTypeWrapper<RewardView>;
  RewardCase: ResolverTypeWrapper<RewardCaseRow>;
  RewardCasePayload: ResolverTypeWrapper<Omit<RewardCasePayload, 'rewardCase'> & { rewardCase: ResolversTypes['RewardCase'] }>;
  RewardIdInput: RewardIdInput;
  RewardKind: null;
  RewardPayload: ResolverTypeWrapper<Omit<RewardPayload, 'reward'> & { reward: ResolversTypes['Reward'] }>;
  RewardStatus: null;
  Role: null;
  SetBeatActiveInput: SetBeatActiveInput;
  SetTopicActiveInput: SetTopicActiveInput;
  SetUserBlockedInput: SetUserBlockedInput;
  SetVoteInput: SetVoteInput;
  SetVotePayload: ResolverTypeWrapper<VoteOutcome>;
  SignInOptions: ResolverTypeWrapper<SignInOptions>;
  SiteRules: ResolverTypeWrapper<SiteRules>;
  SiteSettings: ResolverTypeWrapper<SiteSettings>;
  SiteSettingsPayload: ResolverTypeWrapper<SiteSettingsPayload>;
  SpotlightPoemInput: SpotlightPoemInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Submission: ResolverTypeWrapper<SubmissionView>;
  SubmissionCounts: ResolverTypeWrapper<SubmissionCounts>;
  SubmissionEvent: ResolverTypeWrapper<SubmissionEventView>;
  SubmissionEventKind: null;
  SubmissionFilter: null;
  SubmissionIdInput: SubmissionIdInput;
  SubmissionPage: ResolverTypeWrapper<Omit<SubmissionPage, 'nodes'> & { nodes: Array<ResolversTypes['Submission']> }>;
  SubmissionPayload: ResolverTypeWrapper<Omit<SubmissionPayload, 'submission'> & { submission: ResolversTypes['Submission'] }>;
  SubmissionSort: null;
  SubmissionStatus: null;
  SubmitPoemInput: SubmitPoemInput;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TakeDownSubmissionInput: TakeDownSubmissionInput;
  TokenInput: TokenInput;
  Topic: ResolverTypeWrapper<TopicView>;
  TopicChange: ResolverTypeWrapper<TopicChangeView>;
  TopicIdInput: TopicIdInput;
  TopicPayload: ResolverTypeWrapper<Omit<TopicPayload, 'topic'> & { topic: ResolversTypes['Topic'] }>;
  TopicVotesUpdate: ResolverTypeWrapper<Omit<TopicVotesUpdate, 'closed' | 'tallies'> & { closed?: Maybe<ResolversTypes['TopicVoting']>, tallies: Array<ResolversTypes['PoemTally']> }>;
  TopicVoting: ResolverTypeWrapper<TopicVotingView>;
  UpdatePageInput: UpdatePageInput;
  UpdateProfileInput: UpdateProfileInput;
  UpdateSiteSettingsInput: UpdateSiteSettingsInput;
  UpdateTopicInput: UpdateTopicInput;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  UploadBeatInput: UploadBeatInput;
  User: ResolverTypeWrapper<UserRow>;
  UserIdInput: UserIdInput;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'nodes'> & { nodes: Array<ResolversTypes['User']> }>;
  UserPayload: ResolverTypeWrapper<Omit<UserPayload, 'user'> & { user: ResolversTypes['User'] }>;
  UsersChange: ResolverTypeWrapper<UsersChange>;
  UsersFilter: UsersFilter;
  VerifyEmailPayload: ResolverTypeWrapper<VerifyEmailPayload>;
  VideoMedia: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['VideoMedia']>;
  VideoQuality: null;
  VideoRendition: ResolverTypeWrapper<VideoRendition>;
  VoidRewardInput: VoidRewardInput;
  VoidVotesInput: VoidVotesInput;
  VoidVotesPayload: ResolverTypeWrapper<VoidingOutcome>;
  VoidVotesPreview: ResolverTypeWrapper<VoidVotesPreview>;
  VoteBurst: ResolverTypeWrapper<VoteBurst>;
  VoteSelectionInput: VoteSelectionInput;
  VoteVoiding: ResolverTypeWrapper<VoteVoidingRow>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Account: UserRow;
  AccountDeletionTerms: AccountDeletionTerms;
  AccountPayload: Omit<AccountPayload, 'account'> & { account: ResolversParentTypes['Account'] };
  AddressGroup: AddressGroup;
  AdminPermissions: AdminPermissions;
  AdminSeats: AdminSeats;
  AdminStats: AdminStatsFigures;
  ApproveSubmissionInput: ApproveSubmissionInput;
  AuditActor: AuditActor;
  AuditChange: AuditChange;
  AuditEntry: AuditEntry;
  AuditLogFilter: AuditLogFilter;
  AuditLogPage: AuditLogPage;
  BankDetails: SavedBankDetails;
  BankDetailsInput: BankDetailsInput;
  BankDetailsPayload: Omit<BankDetailsPayload, 'bankDetails'> & { bankDetails: ResolversParentTypes['BankDetails'] };
  BankOptions: BankOptions;
  Beat: BeatRow;
  BeatIdInput: BeatIdInput;
  BeatPayload: Omit<BeatPayload, 'beat'> & { beat: ResolversParentTypes['Beat'] };
  Boolean: Scalars['Boolean']['output'];
  ChangePasswordInput: ChangePasswordInput;
  CreateTopicInput: CreateTopicInput;
  DateTime: Scalars['DateTime']['output'];
  DeleteAccountInput: DeleteAccountInput;
  DeleteBeatPayload: DeleteBeatPayload;
  DeleteTopicPayload: DeleteTopicPayload;
  EmailInput: EmailInput;
  Float: Scalars['Float']['output'];
  GalleryPoem: GalleryPoemRow;
  GoogleSignInInput: GoogleSignInInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  IntegritySignals: IntegritySignalsView;
  IntegrityTotals: IntegrityTotals;
  LiveJoinCode: LiveJoinCode;
  LiveRound: LiveRoundRow;
  LiveShow: LiveShowView;
  LiveShowPayload: Omit<LiveShowPayload, 'show'> & { show: ResolversParentTypes['LiveShow'] };
  LiveTopicInput: LiveTopicInput;
  LoginInput: LoginInput;
  LoginPayload: Omit<LoginPayload, 'account'> & { account: ResolversParentTypes['Account'] };
  LogoutPayload: LogoutPayload;
  MaskedBankAccount: MaskedBankAccount;
  MessagePayload: MessagePayload;
  Mutation: Record<PropertyKey, never>;
  OpenLiveRoundInput: OpenLiveRoundInput;
  Page: PageRow;
  PagePayload: Omit<PagePayload, 'page'> & { page: ResolversParentTypes['Page'] };
  PayoutPage: Omit<PayoutPage, 'nodes'> & { nodes: Array<ResolversParentTypes['Reward']> };
  Poem: SubmissionView;
  PoemListChange: Omit<PoemListChange, 'published'> & { published: Array<ResolversParentTypes['Poem']> };
  PoemPage: Omit<PoemPage, 'nodes'> & { nodes: Array<ResolversParentTypes['Poem']> };
  PoemTally: TallyOfPoem;
  PoemVoiding: PoemVoiding;
  PosterImage: PosterImage;
  Query: Record<PropertyKey, never>;
  RegisterAdminInput: RegisterAdminInput;
  RegisterInput: RegisterInput;
  RegisterPayload: RegisterPayload;
  RejectSubmissionInput: RejectSubmissionInput;
  ResendVerificationInput: ResendVerificationInput;
  ResetPasswordInput: ResetPasswordInput;
  ResolveRewardCaseInput: ResolveRewardCaseInput;
  RevealLiveWinnerInput: RevealLiveWinnerInput;
  ReviewQueueChange: Omit<ReviewQueueChange, 'submission'> & { submission: ResolversParentTypes['Submission'] };
  Reward: RewardView;
  RewardCase: RewardCaseRow;
  RewardCasePayload: Omit<RewardCasePayload, 'rewardCase'> & { rewardCase: ResolversParentTypes['RewardCase'] };
  RewardIdInput: RewardIdInput;
  RewardPayload: Omit<RewardPayload, 'reward'> & { reward: ResolversParentTypes['Reward'] };
  SetBeatActiveInput: SetBeatActiveInput;
  SetTopicActiveInput: SetTopicActiveInput;
  SetUserBlockedInput: SetUserBlockedInput;
  SetVoteInput: SetVoteInput;
  SetVotePayload: VoteOutcome;
  SignInOptions: SignInOptions;
  SiteRules: SiteRules;
  SiteSettings: SiteSettings;
  SiteSettingsPayload: SiteSettingsPayload;
  SpotlightPoemInput: SpotlightPoemInput;
  String: Scalars['String']['output'];
  Submission: SubmissionView;
  SubmissionCounts: SubmissionCounts;
  SubmissionEvent: SubmissionEventView;
  SubmissionIdInput: SubmissionIdInput;
  SubmissionPage: Omit<SubmissionPage, 'nodes'> & { nodes: Array<ResolversParentTypes['Submission']> };
  SubmissionPayload: Omit<SubmissionPayload, 'submission'> & { submission: ResolversParentTypes['Submission'] };
  SubmitPoemInput: SubmitPoemInput;
  Subscription: Record<PropertyKey, never>;
  TakeDownSubmissionInput: TakeDownSubmissionInput;
  TokenInput: TokenInput;
  Topic: TopicView;
  TopicChange: TopicChangeView;
  TopicIdInput: TopicIdInput;
  TopicPayload: Omit<TopicPayload, 'topic'> & { topic: ResolversParentTypes['Topic'] };
  TopicVotesUpdate: Omit<TopicVotesUpdate, 'closed' | 'tallies'> & { closed?: Maybe<ResolversParentTypes['TopicVoting']>, tallies: Array<ResolversParentTypes['PoemTally']> };
  TopicVoting: TopicVotingView;
  UpdatePageInput: UpdatePageInput;
  UpdateProfileInput: UpdateProfileInput;
  UpdateSiteSettingsInput: UpdateSiteSettingsInput;
  UpdateTopicInput: UpdateTopicInput;
  Upload: Scalars['Upload']['output'];
  UploadBeatInput: UploadBeatInput;
  User: UserRow;
  UserIdInput: UserIdInput;
  UserPage: Omit<UserPage, 'nodes'> & { nodes: Array<ResolversParentTypes['User']> };
  UserPayload: Omit<UserPayload, 'user'> & { user: ResolversParentTypes['User'] };
  UsersChange: UsersChange;
  UsersFilter: UsersFilter;
  VerifyEmailPayload: VerifyEmailPayload;
  VideoMedia: ResolversInterfaceTypes<ResolversParentTypes>['VideoMedia'];
  VideoRendition: VideoRendition;
  VoidRewardInput: VoidRewardInput;
  VoidVotesInput: VoidVotesInput;
  VoidVotesPayload: VoidingOutcome;
  VoidVotesPreview: VoidVotesPreview;
  VoteBurst: VoteBurst;
  VoteSelectionInput: VoteSelectionInput;
  VoteVoiding: VoteVoidingRow;
};

export type AuthDirectiveArgs = {
  checksOwnSession?: Maybe<Scalars['Boolean']['input']>;
  message?: Maybe<Scalars['String']['input']>;
  role?: Maybe<Role>;
};

export type AuthDirectiveResolver<Result, Parent, ContextType = Context, Args = AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type MultilineDirectiveArgs = { };

export type MultilineDirectiveResolver<Result, Parent, ContextType = Context, Args = MultilineDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = Context, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AccountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = {
  adminLevel?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  autoPlay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  googleAuth?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdministrator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastLogin?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Maybe<ResolversTypes['AdminPermissions']>, ParentType, ContextType>;
  poemsAccepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  poemsRejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  poemsSubmitted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  preferredVideoQuality?: Resolver<ResolversTypes['VideoQuality'], ParentType, ContextType>;
  publicName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  totalEarnedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AccountDeletionTermsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AccountDeletionTerms'] = ResolversParentTypes['AccountDeletionTerms']> = {
  addressHeldDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bankDetailsOnFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unpaidCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AccountPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AccountPayload'] = ResolversParentTypes['AccountPayload']> = {
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
};

export type AddressGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AddressGroup'] = ResolversParentTypes['AddressGroup']> = {
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  votes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminPermissionsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminPermissions'] = ResolversParentTypes['AdminPermissions']> = {
  manageTopics?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manageUsers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  processPayments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reviewSubmissions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminSeatsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminSeats'] = ResolversParentTypes['AdminSeats']> = {
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminStatsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminStats'] = ResolversParentTypes['AdminStats']> = {
  activeBeats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  activeTopics?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  adminUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  approvedUnpaid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  beats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  regularUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topics?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPaidOutCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSubmissions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditActorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditActor'] = ResolversParentTypes['AuditActor']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditChange'] = ResolversParentTypes['AuditChange']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['AuditActor']>, ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['AuditChange']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subjectId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subjectLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subjectType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submissionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type AuditLogPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuditLogPage'] = ResolversParentTypes['AuditLogPage']> = {
  entries?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BankDetailsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BankDetails'] = ResolversParentTypes['BankDetails']> = {
  accountHolder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  branchCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BankDetailsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BankDetailsPayload'] = ResolversParentTypes['BankDetailsPayload']> = {
  bankDetails?: Resolver<ResolversTypes['BankDetails'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BankOptionsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BankOptions'] = ResolversParentTypes['BankOptions']> = {
  accountTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  banks?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BeatResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Beat'] = ResolversParentTypes['Beat']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  artist?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bpm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  downloadName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationSeconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  genre?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BeatPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BeatPayload'] = ResolversParentTypes['BeatPayload']> = {
  beat?: Resolver<ResolversTypes['Beat'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteBeatPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteBeatPayload'] = ResolversParentTypes['DeleteBeatPayload']> = {
  beatId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DeleteTopicPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteTopicPayload'] = ResolversParentTypes['DeleteTopicPayload']> = {
  topicId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type GalleryPoemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GalleryPoem'] = ResolversParentTypes['GalleryPoem']> = {
  authorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topicName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GoogleIntentResolvers = { ADMIN: 'admin', USER: 'user' };

export type IntegritySignalsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IntegritySignals'] = ResolversParentTypes['IntegritySignals']> = {
  addressGroups?: Resolver<Array<ResolversTypes['AddressGroup']>, ParentType, ContextType>;
  burstCreatedShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  burstThreshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bursts?: Resolver<Array<ResolversTypes['VoteBurst']>, ParentType, ContextType>;
  computedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expectedPerMinute?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  newAccountShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  poemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['IntegrityTotals'], ParentType, ContextType>;
  unverifiedShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type IntegrityTotalsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IntegrityTotals'] = ResolversParentTypes['IntegrityTotals']> = {
  addressGroups?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  blockedVoters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  burstCreated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newAccounts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unverified?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  voidedVotes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  votes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  withoutAddress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LiveJoinCodeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LiveJoinCode'] = ResolversParentTypes['LiveJoinCode']> = {
  changesAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  goodUntil?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type LiveResultBasisResolvers = { NIGHT: 'night', OVERALL: 'overall' };

export type LiveRoundResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LiveRound'] = ResolversParentTypes['LiveRound']> = {
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  closesAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  openedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  roomOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LiveShowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LiveShow'] = ResolversParentTypes['LiveShow']> = {
  revealedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  round?: Resolver<Maybe<ResolversTypes['LiveRound']>, ParentType, ContextType>;
  running?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  serverTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  stage?: Resolver<Maybe<ResolversTypes['Poem']>, ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['Topic'], ParentType, ContextType>;
  topicId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  winner?: Resolver<Maybe<ResolversTypes['Poem']>, ParentType, ContextType>;
  winnerDecidedBy?: Resolver<Maybe<ResolversTypes['LiveResultBasis']>, ParentType, ContextType>;
};

export type LiveShowPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LiveShowPayload'] = ResolversParentTypes['LiveShowPayload']> = {
  show?: Resolver<ResolversTypes['LiveShow'], ParentType, ContextType>;
};

export type LoginPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
};

export type LogoutPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MaskedBankAccountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MaskedBankAccount'] = ResolversParentTypes['MaskedBankAccount']> = {
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maskedAccountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessagePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MessagePayload'] = ResolversParentTypes['MessagePayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  adminLogin?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationAdminLoginArgs, 'input'>>;
  approveSubmission?: Resolver<ResolversTypes['SubmissionPayload'], ParentType, ContextType, RequireFields<MutationApproveSubmissionArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  closeLiveRound?: Resolver<ResolversTypes['LiveShowPayload'], ParentType, ContextType, RequireFields<MutationCloseLiveRoundArgs, 'input'>>;
  createTopic?: Resolver<ResolversTypes['TopicPayload'], ParentType, ContextType, RequireFields<MutationCreateTopicArgs, 'input'>>;
  deleteAccount?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'input'>>;
  deleteBeat?: Resolver<ResolversTypes['DeleteBeatPayload'], ParentType, ContextType, RequireFields<MutationDeleteBeatArgs, 'input'>>;
  deleteTopic?: Resolver<ResolversTypes['DeleteTopicPayload'], ParentType, ContextType, RequireFields<MutationDeleteTopicArgs, 'input'>>;
  endLiveShow?: Resolver<ResolversTypes['LiveShowPayload'], ParentType, ContextType, RequireFields<MutationEndLiveShowArgs, 'input'>>;
  googleSignIn?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationGoogleSignInArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  markRewardPaid?: Resolver<ResolversTypes['RewardPayload'], ParentType, ContextType, RequireFields<MutationMarkRewardPaidArgs, 'input'>>;
  openLiveRound?: Resolver<ResolversTypes['LiveShowPayload'], ParentType, ContextType, RequireFields<MutationOpenLiveRoundArgs, 'input'>>;
  register?: Resolver<ResolversTypes['RegisterPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  registerAdmin?: Resolver<ResolversTypes['RegisterPayload'], ParentType, ContextType, RequireFields<MutationRegisterAdminArgs, 'input'>>;
  rejectSubmission?: Resolver<ResolversTypes['SubmissionPayload'], ParentType, ContextType, RequireFields<MutationRejectSubmissionArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  resendVerification?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationResendVerificationArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  resolveRewardCase?: Resolver<ResolversTypes['RewardCasePayload'], ParentType, ContextType, RequireFields<MutationResolveRewardCaseArgs, 'input'>>;
  revealLiveWinner?: Resolver<ResolversTypes['LiveShowPayload'], ParentType, ContextType, RequireFields<MutationRevealLiveWinnerArgs, 'input'>>;
  saveBankDetails?: Resolver<ResolversTypes['BankDetailsPayload'], ParentType, ContextType, RequireFields<MutationSaveBankDetailsArgs, 'input'>>;
  setBeatActive?: Resolver<ResolversTypes['BeatPayload'], ParentType, ContextType, RequireFields<MutationSetBeatActiveArgs, 'input'>>;
  setTopicActive?: Resolver<ResolversTypes['TopicPayload'], ParentType, ContextType, RequireFields<MutationSetTopicActiveArgs, 'input'>>;
  setUserBlocked?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationSetUserBlockedArgs, 'input'>>;
  setVote?: Resolver<ResolversTypes['SetVotePayload'], ParentType, ContextType, RequireFields<MutationSetVoteArgs, 'input'>>;
  spotlightPoem?: Resolver<ResolversTypes['LiveShowPayload'], ParentType, ContextType, RequireFields<MutationSpotlightPoemArgs, 'input'>>;
  stepDownAdmin?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationStepDownAdminArgs, 'input'>>;
  submitPoem?: Resolver<ResolversTypes['SubmissionPayload'], ParentType, ContextType, RequireFields<MutationSubmitPoemArgs, 'input'>>;
  takeDownSubmission?: Resolver<ResolversTypes['SubmissionPayload'], ParentType, ContextType, RequireFields<MutationTakeDownSubmissionArgs, 'input'>>;
  updatePage?: Resolver<ResolversTypes['PagePayload'], ParentType, ContextType, RequireFields<MutationUpdatePageArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateSiteSettings?: Resolver<ResolversTypes['SiteSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateSiteSettingsArgs, 'input'>>;
  updateTopic?: Resolver<ResolversTypes['TopicPayload'], ParentType, ContextType, RequireFields<MutationUpdateTopicArgs, 'input'>>;
  uploadBeat?: Resolver<ResolversTypes['BeatPayload'], ParentType, ContextType, RequireFields<MutationUploadBeatArgs, 'input'>>;
  verifyEmail?: Resolver<ResolversTypes['VerifyEmailPayload'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'input'>>;
  voidReward?: Resolver<ResolversTypes['RewardPayload'], ParentType, ContextType, RequireFields<MutationVoidRewardArgs, 'input'>>;
  voidVotes?: Resolver<ResolversTypes['VoidVotesPayload'], ParentType, ContextType, RequireFields<MutationVoidVotesArgs, 'input'>>;
  withdrawSubmission?: Resolver<ResolversTypes['SubmissionPayload'], ParentType, ContextType, RequireFields<MutationWithdrawSubmissionArgs, 'input'>>;
};

export type PageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['PageKey'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PageKeyResolvers = { ABOUT: 'about', COOKIES: 'cookies', HELP: 'help', PRIVACY: 'privacy', TERMS: 'terms' };

export type PagePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PagePayload'] = ResolversParentTypes['PagePayload']> = {
  page?: Resolver<ResolversTypes['Page'], ParentType, ContextType>;
};

export type PayoutFilterResolvers = { ALL: 'all', PAID: 'paid', PENDING: 'pending' };

export type PayoutPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PayoutPage'] = ResolversParentTypes['PayoutPage']> = {
  nodes?: Resolver<Array<ResolversTypes['Reward']>, ParentType, ContextType>;
  paidCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PoemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Poem'] = ResolversParentTypes['Poem']> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  beatTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardStream?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  durationSeconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  frozen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nightVoteCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  posters?: Resolver<Array<ResolversTypes['PosterImage']>, ParentType, ContextType>;
  renditions?: Resolver<Array<ResolversTypes['VideoRendition']>, ParentType, ContextType>;
  stream?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topicId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  topicTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transcript?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  videoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viewerHasVoted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerIsPoet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  voteCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  voteVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PoemListChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PoemListChange'] = ResolversParentTypes['PoemListChange']> = {
  published?: Resolver<Array<ResolversTypes['Poem']>, ParentType, ContextType>;
  removed?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  topicId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PoemPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PoemPage'] = ResolversParentTypes['PoemPage']> = {
  nodes?: Resolver<Array<ResolversTypes['Poem']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PoemSortResolvers = { NEWEST: 'newest', OLDEST: 'oldest', VOTES: 'votes' };

export type PoemTallyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PoemTally'] = ResolversParentTypes['PoemTally']> = {
  frozen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nightVoteCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  poemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  voteCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  voteVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PoemVoidingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PoemVoiding'] = ResolversParentTypes['PoemVoiding']> = {
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  voidedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  voteCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PosterImageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PosterImage'] = ResolversParentTypes['PosterImage']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProcessingStateResolvers = { FAILED: 'failed', PROCESSING: 'processing', QUEUED: 'queued', READY: 'ready' };

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accountDeletionTerms?: Resolver<ResolversTypes['AccountDeletionTerms'], ParentType, ContextType>;
  adminBeats?: Resolver<Array<ResolversTypes['Beat']>, ParentType, ContextType>;
  adminSeats?: Resolver<ResolversTypes['AdminSeats'], ParentType, ContextType>;
  adminStats?: Resolver<ResolversTypes['AdminStats'], ParentType, ContextType>;
  adminTopics?: Resolver<Array<ResolversTypes['Topic']>, ParentType, ContextType>;
  auditLog?: Resolver<ResolversTypes['AuditLogPage'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'first'>>;
  auditLogActors?: Resolver<Array<ResolversTypes['AuditActor']>, ParentType, ContextType>;
  bankOptions?: Resolver<ResolversTypes['BankOptions'], ParentType, ContextType>;
  beats?: Resolver<Array<ResolversTypes['Beat']>, ParentType, ContextType>;
  galleryPoem?: Resolver<Maybe<ResolversTypes['GalleryPoem']>, ParentType, ContextType, RequireFields<QueryGalleryPoemArgs, 'id'>>;
  galleryPoems?: Resolver<Array<ResolversTypes['GalleryPoem']>, ParentType, ContextType>;
  integritySignals?: Resolver<ResolversTypes['IntegritySignals'], ParentType, ContextType, RequireFields<QueryIntegritySignalsArgs, 'poemId'>>;
  liveJoinCode?: Resolver<Maybe<ResolversTypes['LiveJoinCode']>, ParentType, ContextType, RequireFields<QueryLiveJoinCodeArgs, 'topicId'>>;
  liveShow?: Resolver<ResolversTypes['LiveShow'], ParentType, ContextType, RequireFields<QueryLiveShowArgs, 'topicId'>>;
  myBankDetails?: Resolver<Maybe<ResolversTypes['BankDetails']>, ParentType, ContextType>;
  myRewards?: Resolver<Array<ResolversTypes['Reward']>, ParentType, ContextType>;
  mySubmissions?: Resolver<Array<ResolversTypes['Submission']>, ParentType, ContextType>;
  openRewardCases?: Resolver<Array<ResolversTypes['RewardCase']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Page'], ParentType, ContextType, RequireFields<QueryPageArgs, 'key'>>;
  pages?: Resolver<Array<ResolversTypes['Page']>, ParentType, ContextType>;
  payouts?: Resolver<ResolversTypes['PayoutPage'], ParentType, ContextType, RequireFields<QueryPayoutsArgs, 'first' | 'offset' | 'status'>>;
  pendingPayoutsCsv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  poem?: Resolver<Maybe<ResolversTypes['Poem']>, ParentType, ContextType, RequireFields<QueryPoemArgs, 'id'>>;
  poemVoidings?: Resolver<Array<ResolversTypes['PoemVoiding']>, ParentType, ContextType, RequireFields<QueryPoemVoidingsArgs, 'poemId'>>;
  recentSubmissions?: Resolver<Array<ResolversTypes['Submission']>, ParentType, ContextType, RequireFields<QueryRecentSubmissionsArgs, 'first'>>;
  reviewSubmissions?: Resolver<ResolversTypes['SubmissionPage'], ParentType, ContextType, RequireFields<QueryReviewSubmissionsArgs, 'first' | 'offset' | 'sort' | 'status'>>;
  runningLiveShows?: Resolver<Array<ResolversTypes['LiveShow']>, ParentType, ContextType>;
  signInOptions?: Resolver<ResolversTypes['SignInOptions'], ParentType, ContextType>;
  siteRules?: Resolver<ResolversTypes['SiteRules'], ParentType, ContextType>;
  siteSettings?: Resolver<ResolversTypes['SiteSettings'], ParentType, ContextType>;
  submission?: Resolver<Maybe<ResolversTypes['Submission']>, ParentType, ContextType, RequireFields<QuerySubmissionArgs, 'id'>>;
  submissionHistory?: Resolver<Array<ResolversTypes['SubmissionEvent']>, ParentType, ContextType, RequireFields<QuerySubmissionHistoryArgs, 'id'>>;
  topic?: Resolver<Maybe<ResolversTypes['Topic']>, ParentType, ContextType, RequireFields<QueryTopicArgs, 'id'>>;
  topicTalliesSince?: Resolver<Array<ResolversTypes['PoemTally']>, ParentType, ContextType, RequireFields<QueryTopicTalliesSinceArgs, 'since' | 'topicId'>>;
  topicVoting?: Resolver<Maybe<ResolversTypes['TopicVoting']>, ParentType, ContextType, RequireFields<QueryTopicVotingArgs, 'topicId'>>;
  topics?: Resolver<Array<ResolversTypes['Topic']>, ParentType, ContextType>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'first' | 'offset'>>;
  viewer?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  voidVotesPreview?: Resolver<ResolversTypes['VoidVotesPreview'], ParentType, ContextType, RequireFields<QueryVoidVotesPreviewArgs, 'input'>>;
  votingPoems?: Resolver<ResolversTypes['PoemPage'], ParentType, ContextType, RequireFields<QueryVotingPoemsArgs, 'first' | 'offset' | 'sort' | 'topicId'>>;
};

export type RegisterPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegisterPayload'] = ResolversParentTypes['RegisterPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewQueueChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReviewQueueChange'] = ResolversParentTypes['ReviewQueueChange']> = {
  pendingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  submission?: Resolver<ResolversTypes['Submission'], ParentType, ContextType>;
};

export type RewardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Reward'] = ResolversParentTypes['Reward']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bankDetails?: Resolver<Maybe<ResolversTypes['MaskedBankAccount']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RewardKind'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paidTo?: Resolver<Maybe<ResolversTypes['MaskedBankAccount']>, ParentType, ContextType>;
  payableAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  poet?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RewardStatus'], ParentType, ContextType>;
  submissionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  submissionTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  voidReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  voidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type RewardCaseResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RewardCase'] = ResolversParentTypes['RewardCase']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  openedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  resolution?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reward?: Resolver<ResolversTypes['Reward'], ParentType, ContextType>;
  voiding?: Resolver<Maybe<ResolversTypes['VoteVoiding']>, ParentType, ContextType>;
};

export type RewardCasePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RewardCasePayload'] = ResolversParentTypes['RewardCasePayload']> = {
  rewardCase?: Resolver<ResolversTypes['RewardCase'], ParentType, ContextType>;
};

export type RewardKindResolvers = { APPROVAL: 'approval', BOUNTY: 'bounty' };

export type RewardPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RewardPayload'] = ResolversParentTypes['RewardPayload']> = {
  reward?: Resolver<ResolversTypes['Reward'], ParentType, ContextType>;
};

export type RewardStatusResolvers = { PAID: 'paid', PENDING: 'pending', VOID: 'void' };

export type RoleResolvers = { ADMIN: 'admin', USER: 'user' };

export type SetVotePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SetVotePayload'] = ResolversParentTypes['SetVotePayload']> = {
  poem?: Resolver<ResolversTypes['Poem'], ParentType, ContextType>;
  tally?: Resolver<ResolversTypes['PoemTally'], ParentType, ContextType>;
  voted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SignInOptionsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SignInOptions'] = ResolversParentTypes['SignInOptions']> = {
  googleClientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SiteRulesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteRules'] = ResolversParentTypes['SiteRules']> = {
  approvalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bountyCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bountyTarget?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxPoemSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxVideoBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minPoemSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SiteSettingsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteSettings'] = ResolversParentTypes['SiteSettings']> = {
  videoChannelUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SiteSettingsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteSettingsPayload'] = ResolversParentTypes['SiteSettingsPayload']> = {
  siteSettings?: Resolver<ResolversTypes['SiteSettings'], ParentType, ContextType>;
};

export type SubmissionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Submission'] = ResolversParentTypes['Submission']> = {
  approvalBlockedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  approvalReward?: Resolver<Maybe<ResolversTypes['Reward']>, ParentType, ContextType>;
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  beatId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  beatTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardStream?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  durationSeconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  feedback?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  frozen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  integrityScore?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  posters?: Resolver<Array<ResolversTypes['PosterImage']>, ParentType, ContextType>;
  processingError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  processingState?: Resolver<ResolversTypes['ProcessingState'], ParentType, ContextType>;
  renditions?: Resolver<Array<ResolversTypes['VideoRendition']>, ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubmissionStatus'], ParentType, ContextType>;
  stream?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  submitter?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  takenDown?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  takenDownReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topicId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  topicTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transcript?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  videoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  voteCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SubmissionCountsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SubmissionCounts'] = ResolversParentTypes['SubmissionCounts']> = {
  all?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  approved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  takenDown?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  withdrawn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubmissionEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SubmissionEvent'] = ResolversParentTypes['SubmissionEvent']> = {
  actor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SubmissionEventKind'], ParentType, ContextType>;
};

export type SubmissionEventKindResolvers = { APPROVED: 'approved', REJECTED: 'rejected', REWARD_ADDED: 'reward_added', REWARD_PAID: 'reward_paid', REWARD_VOIDED: 'reward_voided', SUBMITTED: 'submitted', TAKEN_DOWN: 'taken_down', WITHDRAWN: 'withdrawn' };

export type SubmissionFilterResolvers = { ALL: 'all', APPROVED: 'approved', PAID: 'paid', PENDING: 'pending', REJECTED: 'rejected', TAKEN_DOWN: 'taken_down', WITHDRAWN: 'withdrawn' };

export type SubmissionPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SubmissionPage'] = ResolversParentTypes['SubmissionPage']> = {
  counts?: Resolver<ResolversTypes['SubmissionCounts'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Submission']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubmissionPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SubmissionPayload'] = ResolversParentTypes['SubmissionPayload']> = {
  submission?: Resolver<ResolversTypes['Submission'], ParentType, ContextType>;
};

export type SubmissionSortResolvers = { INTEGRITY_SCORE: 'integrity_score', NEWEST: 'newest' };

export type SubmissionStatusResolvers = { APPROVED: 'approved', PAID: 'paid', PENDING: 'pending', REJECTED: 'rejected', WITHDRAWN: 'withdrawn' };

export type SubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  accountChanged?: SubscriptionResolver<ResolversTypes['Account'], "accountChanged", ParentType, ContextType>;
  adminStatsChanged?: SubscriptionResolver<ResolversTypes['AdminStats'], "adminStatsChanged", ParentType, ContextType>;
  beatsChanged?: SubscriptionResolver<Array<ResolversTypes['Beat']>, "beatsChanged", ParentType, ContextType>;
  liveShowChanged?: SubscriptionResolver<ResolversTypes['LiveShow'], "liveShowChanged", ParentType, ContextType, RequireFields<SubscriptionLiveShowChangedArgs, 'topicId'>>;
  mySubmissionChanged?: SubscriptionResolver<ResolversTypes['Submission'], "mySubmissionChanged", ParentType, ContextType>;
  pageChanged?: SubscriptionResolver<ResolversTypes['Page'], "pageChanged", ParentType, ContextType, RequireFields<SubscriptionPageChangedArgs, 'key'>>;
  poemListChanged?: SubscriptionResolver<ResolversTypes['PoemListChange'], "poemListChanged", ParentType, ContextType, RequireFields<SubscriptionPoemListChangedArgs, 'topicId'>>;
  reviewQueueChanged?: SubscriptionResolver<ResolversTypes['ReviewQueueChange'], "reviewQueueChanged", ParentType, ContextType>;
  topicVotes?: SubscriptionResolver<ResolversTypes['TopicVotesUpdate'], "topicVotes", ParentType, ContextType, RequireFields<SubscriptionTopicVotesArgs, 'topicId'>>;
  topicsChanged?: SubscriptionResolver<ResolversTypes['TopicChange'], "topicsChanged", ParentType, ContextType>;
  usersChanged?: SubscriptionResolver<ResolversTypes['UsersChange'], "usersChanged", ParentType, ContextType>;
};

export type TopicResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Topic'] = ResolversParentTypes['Topic']> = {
  acceptingSubmissions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  submissionCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  votingEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  votingOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TopicChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TopicChange'] = ResolversParentTypes['TopicChange']> = {
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  topic?: Resolver<Maybe<ResolversTypes['Topic']>, ParentType, ContextType>;
  topicId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TopicPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TopicPayload'] = ResolversParentTypes['TopicPayload']> = {
  topic?: Resolver<ResolversTypes['Topic'], ParentType, ContextType>;
};

export type TopicVotesUpdateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TopicVotesUpdate'] = ResolversParentTypes['TopicVotesUpdate']> = {
  closed?: Resolver<Maybe<ResolversTypes['TopicVoting']>, ParentType, ContextType>;
  tallies?: Resolver<Array<ResolversTypes['PoemTally']>, ParentType, ContextType>;
  topicId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TopicVotingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TopicVoting'] = ResolversParentTypes['TopicVoting']> = {
  bountyCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bountyPoem?: Resolver<Maybe<ResolversTypes['Poem']>, ParentType, ContextType>;
  bountyTarget?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  topicId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  votingEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  votingOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  winner?: Resolver<Maybe<ResolversTypes['Poem']>, ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  blocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  googleAuth?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastLogin?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  poemsAccepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  poemsRejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  poemsSubmitted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publicName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type UserPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = {
  nodes?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserPayload'] = ResolversParentTypes['UserPayload']> = {
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type UsersChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UsersChange'] = ResolversParentTypes['UsersChange']> = {
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type VerifyEmailPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VerifyEmailPayload'] = ResolversParentTypes['VerifyEmailPayload']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VideoMediaResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VideoMedia'] = ResolversParentTypes['VideoMedia']> = {
  __resolveType: TypeResolveFn<'Poem' | 'Submission', ParentType, ContextType>;
};

export type VideoQualityResolvers = { AUTO: 'auto', HIGH: 'high', LOW: 'low', LOWER: 'lower', LOWEST: 'lowest', MEDIUM: 'medium' };

export type VideoRenditionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VideoRendition'] = ResolversParentTypes['VideoRendition']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VoidVotesPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VoidVotesPayload'] = ResolversParentTypes['VoidVotesPayload']> = {
  bountyMoved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bountyPoemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  rewardCase?: Resolver<Maybe<ResolversTypes['RewardCase']>, ParentType, ContextType>;
  tallies?: Resolver<Array<ResolversTypes['PoemTally']>, ParentType, ContextType>;
  voiding?: Resolver<ResolversTypes['VoteVoiding'], ParentType, ContextType>;
  winnerPoemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type VoidVotesPreviewResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VoidVotesPreview'] = ResolversParentTypes['VoidVotesPreview']> = {
  poemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  voteCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VoteBurstResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VoteBurst'] = ResolversParentTypes['VoteBurst']> = {
  expected?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  perMinute?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  votes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VoteVoidingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VoteVoiding'] = ResolversParentTypes['VoteVoiding']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  poemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topicId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  voteCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  Account?: AccountResolvers<ContextType>;
  AccountDeletionTerms?: AccountDeletionTermsResolvers<ContextType>;
  AccountPayload?: AccountPayloadResolvers<ContextType>;
  AddressGroup?: AddressGroupResolvers<ContextType>;
  AdminPermissions?: AdminPermissionsResolvers<ContextType>;
  AdminSeats?: AdminSeatsResolvers<ContextType>;
  AdminStats?: AdminStatsResolvers<ContextType>;
  AuditActor?: AuditActorResolvers<ContextType>;
  AuditChange?: AuditChangeResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditLogPage?: AuditLogPageResolvers<ContextType>;
  BankDetails?: BankDetailsResolvers<ContextType>;
  BankDetailsPayload?: BankDetailsPayloadResolvers<ContextType>;
  BankOptions?: BankOptionsResolvers<ContextType>;
  Beat?: BeatResolvers<ContextType>;
  BeatPayload?: BeatPayloadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteBeatPayload?: DeleteBeatPayloadResolvers<ContextType>;
  DeleteTopicPayload?: DeleteTopicPayloadResolvers<ContextType>;
  GalleryPoem?: GalleryPoemResolvers<ContextType>;
  GoogleIntent?: GoogleIntentResolvers;
  IntegritySignals?: IntegritySignalsResolvers<ContextType>;
  IntegrityTotals?: IntegrityTotalsResolvers<ContextType>;
  LiveJoinCode?: LiveJoinCodeResolvers<ContextType>;
  LiveResultBasis?: LiveResultBasisResolvers;
  LiveRound?: LiveRoundResolvers<ContextType>;
  LiveShow?: LiveShowResolvers<ContextType>;
  LiveShowPayload?: LiveShowPayloadResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  MaskedBankAccount?: MaskedBankAccountResolvers<ContextType>;
  MessagePayload?: MessagePayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  PageKey?: PageKeyResolvers;
  PagePayload?: PagePayloadResolvers<ContextType>;
  PayoutFilter?: PayoutFilterResolvers;
  PayoutPage?: PayoutPageResolvers<ContextType>;
  Poem?: PoemResolvers<ContextType>;
  PoemListChange?: PoemListChangeResolvers<ContextType>;
  PoemPage?: PoemPageResolvers<ContextType>;
  PoemSort?: PoemSortResolvers;
  PoemTally?: PoemTallyResolvers<ContextType>;
  PoemVoiding?: PoemVoidingResolvers<ContextType>;
  PosterImage?: PosterImageResolvers<ContextType>;
  ProcessingState?: ProcessingStateResolvers;
  Query?: QueryResolvers<ContextType>;
  RegisterPayload?: RegisterPayloadResolvers<ContextType>;
  ReviewQueueChange?: ReviewQueueChangeResolvers<ContextType>;
  Reward?: RewardResolvers<ContextType>;
  RewardCase?: RewardCaseResolvers<ContextType>;
  RewardCasePayload?: RewardCasePayloadResolvers<ContextType>;
  RewardKind?: RewardKindResolvers;
  RewardPayload?: RewardPayloadResolvers<ContextType>;
  RewardStatus?: RewardStatusResolvers;
  Role?: RoleResolvers;
  SetVotePayload?: SetVotePayloadResolvers<ContextType>;
  SignInOptions?: SignInOptionsResolvers<ContextType>;
  SiteRules?: SiteRulesResolvers<ContextType>;
  SiteSettings?: SiteSettingsResolvers<ContextType>;
  SiteSettingsPayload?: SiteSettingsPayloadResolvers<ContextType>;
  Submission?: SubmissionResolvers<ContextType>;
  SubmissionCounts?: SubmissionCountsResolvers<ContextType>;
  SubmissionEvent?: SubmissionEventResolvers<ContextType>;
  SubmissionEventKind?: SubmissionEventKindResolvers;
  SubmissionFilter?: SubmissionFilterResolvers;
  SubmissionPage?: SubmissionPageResolvers<ContextType>;
  SubmissionPayload?: SubmissionPayloadResolvers<ContextType>;
  SubmissionSort?: SubmissionSortResolvers;
  SubmissionStatus?: SubmissionStatusResolvers;
  Subscription?: SubscriptionResolvers<ContextType>;
  Topic?: TopicResolvers<ContextType>;
  TopicChange?: TopicChangeResolvers<ContextType>;
  TopicPayload?: TopicPayloadResolvers<ContextType>;
  TopicVotesUpdate?: TopicVotesUpdateResolvers<ContextType>;
  TopicVoting?: TopicVotingResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  UserPayload?: UserPayloadResolvers<ContextType>;
  UsersChange?: UsersChangeResolvers<ContextType>;
  VerifyEmailPayload?: VerifyEmailPayloadResolvers<ContextType>;
  VideoMedia?: VideoMediaResolvers<ContextType>;
  VideoQuality?: VideoQualityResolvers;
  VideoRendition?: VideoRenditionResolvers<ContextType>;
  VoidVotesPayload?: VoidVotesPayloadResolvers<ContextType>;
  VoidVotesPreview?: VoidVotesPreviewResolvers<ContextType>;
  VoteBurst?: VoteBurstResolvers<ContextType>;
  VoteVoiding?: VoteVoidingResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = Context> = {
  auth?: AuthDirectiveResolver<any, any, ContextType>;
  multiline?: MultilineDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
};
