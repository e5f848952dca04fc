import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRow } from '../db/schema';
import type { AdminActionWithPeople } from '../accounts/userAdmin';
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
};

/** A person's own view of their account. Other people see only the public name. */
export type Account = {
  __typename?: 'Account';
  adminLevel?: Maybe<Scalars['Int']['output']>;
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
};

export type AccountPayload = {
  __typename?: 'AccountPayload';
  account: Account;
};

export type AdminAction = {
  __typename?: 'AdminAction';
  action: AdminActionKind;
  /** The admin who acted; null once that account is deleted. */
  actor?: Maybe<User>;
  createdAt: Scalars['DateTime']['output'];
  detail?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  target?: Maybe<User>;
};

export type AdminActionKind =
  | 'block_user'
  | 'step_down_admin'
  | 'unblock_user';

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

export type ChangePasswordInput = {
  confirmPassword: Scalars['String']['input'];
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

export type DeleteAccountInput = {
  /** Must be the word DELETE. */
  confirmation: Scalars['String']['input'];
  /** Required when the account has a password. */
  password?: InputMaybe<Scalars['String']['input']>;
};

export type EmailInput = {
  email: Scalars['String']['input'];
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

export type MessagePayload = {
  __typename?: 'MessagePayload';
  message: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Signs in, as login does, only when the account is an admin. */
  adminLogin: LoginPayload;
  /** Changes the password; every other session of the account ends. */
  changePassword: MessagePayload;
  /** Erases the caller's personal data and ends every session (POPIA). */
  deleteAccount: MessagePayload;
  /** Signs in or signs up with a Google ID token from Google Identity Services. */
  googleSignIn: LoginPayload;
  /** Signs in with email and password; the session travels in an httpOnly cookie. */
  login: LoginPayload;
  /** Ends the current session; its cookie is cleared and its open sockets close. */
  logout: LogoutPayload;
  /** Creates an account and mails a verification link; no session until the email is verified. */
  register: RegisterPayload;
  /** Creates an admin account with the admin passcode while fewer than 5 admins exist. */
  registerAdmin: RegisterPayload;
  /** Mails a password reset link; answers alike for unknown addresses. */
  requestPasswordReset: MessagePayload;
  /** Mails a new verification link, at most once a minute; answers alike for unknown addresses. */
  resendVerification: MessagePayload;
  /** Sets a new password from a reset link; every session of the account ends. */
  resetPassword: MessagePayload;
  /** Blocks or unblocks a poet; a blocked account's sessions end and it cannot sign in. */
  setUserBlocked: UserPayload;
  /** Returns an admin to an ordinary account, freeing an admin seat. */
  stepDownAdmin: UserPayload;
  /** Sets the public name and preferred video quality. */
  updateProfile: AccountPayload;
  /** Marks the email of the link's account as verified. */
  verifyEmail: VerifyEmailPayload;
};


export type MutationAdminLoginArgs = {
  input: LoginInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationDeleteAccountArgs = {
  input: DeleteAccountInput;
};


export type MutationGoogleSignInArgs = {
  input: GoogleSignInInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRegisterAdminArgs = {
  input: RegisterAdminInput;
};


export type MutationRequestPasswordResetArgs = {
  input: EmailInput;
};


export type MutationResendVerificationArgs = {
  input: EmailInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationSetUserBlockedArgs = {
  input: SetUserBlockedInput;
};


export type MutationStepDownAdminArgs = {
  input: UserIdInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationVerifyEmailArgs = {
  input: TokenInput;
};

/** Each domain file extends these root types with its own fields. */
export type Query = {
  __typename?: 'Query';
  /** What admins have done to accounts, newest first. */
  adminActions: Array<AdminAction>;
  /** Admin seats taken and available, for the 'Register new admin (n/5)' button. */
  adminSeats: AdminSeats;
  /** How sign-in is offered: whether Google sign-in is on, and its client id for the browser. */
  signInOptions: SignInOptions;
  /** People with accounts, newest first, for admins managing users. */
  users: UserPage;
  /** The signed-in person, or null for a visitor. */
  viewer?: Maybe<Account>;
};


/** Each domain file extends these root types with its own fields. */
export type QueryAdminActionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Each domain file extends these root types with its own fields. */
export type QueryUsersArgs = {
  filter?: InputMaybe<UsersFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
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
};

export type RegisterPayload = {
  __typename?: 'RegisterPayload';
  message: Scalars['String']['output'];
};

export type ResetPasswordInput = {
  confirmPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

export type Role =
  | 'admin'
  | 'user';

export type SetUserBlockedInput = {
  blocked: Scalars['Boolean']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};

export type SignInOptions = {
  __typename?: 'SignInOptions';
  googleClientId?: Maybe<Scalars['String']['output']>;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** The signed-in person's own account, each time it changes. */
  accountChanged: Account;
};

export type TokenInput = {
  token: Scalars['String']['input'];
};

export type UpdateProfileInput = {
  preferredVideoQuality?: InputMaybe<VideoQuality>;
  /** Empty to show the registration name. */
  publicName?: InputMaybe<Scalars['String']['input']>;
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

export type VideoQuality =
  | 'high'
  | 'low'
  | 'medium';



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





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Account: ResolverTypeWrapper<UserRow>;
  AccountPayload: ResolverTypeWrapper<Omit<AccountPayload, 'account'> & { account: ResolversTypes['Account'] }>;
  AdminAction: ResolverTypeWrapper<AdminActionWithPeople>;
  AdminActionKind: null;
  AdminPermissions: ResolverTypeWrapper<AdminPermissions>;
  AdminSeats: ResolverTypeWrapper<AdminSeats>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChangePasswordInput: ChangePasswordInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteAccountInput: DeleteAccountInput;
  EmailInput: EmailInput;
  GoogleIntent: null;
  GoogleSignInInput: GoogleSignInInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginInput: LoginInput;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'account'> & { account: ResolversTypes['Account'] }>;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  MessagePayload: ResolverTypeWrapper<MessagePayload>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterAdminInput: RegisterAdminInput;
  RegisterInput: RegisterInput;
  RegisterPayload: ResolverTypeWrapper<RegisterPayload>;
  ResetPasswordInput: ResetPasswordInput;
  Role: null;
  SetUserBlockedInput: SetUserBlockedInput;
  SignInOptions: ResolverTypeWrapper<SignInOptions>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TokenInput: TokenInput;
  UpdateProfileInput: UpdateProfileInput;
  User: ResolverTypeWrapper<UserRow>;
  UserIdInput: UserIdInput;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'nodes'> & { nodes: Array<ResolversTypes['User']> }>;
  UserPayload: ResolverTypeWrapper<Omit<UserPayload, 'user'> & { user: ResolversTypes['User'] }>;
  UsersFilter: UsersFilter;
  VerifyEmailPayload: ResolverTypeWrapper<VerifyEmailPayload>;
  VideoQuality: null;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Account: UserRow;
  AccountPayload: Omit<AccountPayload, 'account'> & { account: ResolversParentTypes['Account'] };
  AdminAction: AdminActionWithPeople;
  AdminPermissions: AdminPermissions;
  AdminSeats: AdminSeats;
  Boolean: Scalars['Boolean']['output'];
  ChangePasswordInput: ChangePasswordInput;
  DateTime: Scalars['DateTime']['output'];
  DeleteAccountInput: DeleteAccountInput;
  EmailInput: EmailInput;
  GoogleSignInInput: GoogleSignInInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LoginInput: LoginInput;
  LoginPayload: Omit<LoginPayload, 'account'> & { account: ResolversParentTypes['Account'] };
  LogoutPayload: LogoutPayload;
  MessagePayload: MessagePayload;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  RegisterAdminInput: RegisterAdminInput;
  RegisterInput: RegisterInput;
  RegisterPayload: RegisterPayload;
  ResetPasswordInput: ResetPasswordInput;
  SetUserBlockedInput: SetUserBlockedInput;
  SignInOptions: SignInOptions;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TokenInput: TokenInput;
  UpdateProfileInput: UpdateProfileInput;
  User: UserRow;
  UserIdInput: UserIdInput;
  UserPage: Omit<UserPage, 'nodes'> & { nodes: Array<ResolversParentTypes['User']> };
  UserPayload: Omit<UserPayload, 'user'> & { user: ResolversParentTypes['User'] };
  UsersFilter: UsersFilter;
  VerifyEmailPayload: VerifyEmailPayload;
};

export type AuthDirectiveArgs = {
  role?: Maybe<Role>;
};

export type AuthDirectiveResolver<Result, Parent, ContextType = Context, Args = AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = Context, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AccountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = {
  adminLevel?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
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
};

export type AccountPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AccountPayload'] = ResolversParentTypes['AccountPayload']> = {
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
};

export type AdminActionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminAction'] = ResolversParentTypes['AdminAction']> = {
  action?: Resolver<ResolversTypes['AdminActionKind'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type AdminActionKindResolvers = { BLOCK_USER: 'block_user', STEP_DOWN_ADMIN: 'step_down_admin', UNBLOCK_USER: 'unblock_user' };

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

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type GoogleIntentResolvers = { ADMIN: 'admin', USER: 'user' };

export type LoginPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
};

export type LogoutPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MessagePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MessagePayload'] = ResolversParentTypes['MessagePayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  adminLogin?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationAdminLoginArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  deleteAccount?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'input'>>;
  googleSignIn?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationGoogleSignInArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  register?: Resolver<ResolversTypes['RegisterPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  registerAdmin?: Resolver<ResolversTypes['RegisterPayload'], ParentType, ContextType, RequireFields<MutationRegisterAdminArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  resendVerification?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationResendVerificationArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  setUserBlocked?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationSetUserBlockedArgs, 'input'>>;
  stepDownAdmin?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationStepDownAdminArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  verifyEmail?: Resolver<ResolversTypes['VerifyEmailPayload'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'input'>>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminActions?: Resolver<Array<ResolversTypes['AdminAction']>, ParentType, ContextType, RequireFields<QueryAdminActionsArgs, 'first'>>;
  adminSeats?: Resolver<ResolversTypes['AdminSeats'], ParentType, ContextType>;
  signInOptions?: Resolver<ResolversTypes['SignInOptions'], ParentType, ContextType>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'first' | 'offset'>>;
  viewer?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
};

export type RegisterPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RegisterPayload'] = ResolversParentTypes['RegisterPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoleResolvers = { ADMIN: 'admin', USER: 'user' };

export type SignInOptionsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SignInOptions'] = ResolversParentTypes['SignInOptions']> = {
  googleClientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  accountChanged?: SubscriptionResolver<ResolversTypes['Account'], "accountChanged", ParentType, ContextType>;
};

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

export type VerifyEmailPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VerifyEmailPayload'] = ResolversParentTypes['VerifyEmailPayload']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VideoQualityResolvers = { HIGH: 'high', LOW: 'low', MEDIUM: 'medium' };

export type Resolvers<ContextType = Context> = {
  Account?: AccountResolvers<ContextType>;
  AccountPayload?: AccountPayloadResolvers<ContextType>;
  AdminAction?: AdminActionResolvers<ContextType>;
  AdminActionKind?: AdminActionKindResolvers;
  AdminPermissions?: AdminPermissionsResolvers<ContextType>;
  AdminSeats?: AdminSeatsResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  GoogleIntent?: GoogleIntentResolvers;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  MessagePayload?: MessagePayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegisterPayload?: RegisterPayloadResolvers<ContextType>;
  Role?: RoleResolvers;
  SignInOptions?: SignInOptionsResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  UserPayload?: UserPayloadResolvers<ContextType>;
  VerifyEmailPayload?: VerifyEmailPayloadResolvers<ContextType>;
  VideoQuality?: VideoQualityResolvers;
};

export type DirectiveResolvers<ContextType = Context> = {
  auth?: AuthDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
};
