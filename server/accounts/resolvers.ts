import type { Resolvers } from '../__generated__/resolvers';
import type { Context, SessionCookie } from '../context';
import { ForbiddenError, NotFoundError } from '../errors';
import type { EventOf } from '../events/types';
import { requireViewer } from '../sessions/viewer';
import { accountChanges, adminSeats, logout } from './accounts';
import { findById } from './lookup';
import { changePassword, requestPasswordReset, resetPassword } from './passwordChanges';
import { accountDeletionTerms, deleteAccount, updateProfile } from './profile';
import { register, registerAdmin, resendVerification, verifyEmail } from './registration';
import type { SignedIn } from './sessionStart';
import { googleSignIn, login } from './signIn';
import { listUsers, setUserBlocked, stepDownAdmin } from './userAdmin';
import { boundedToken } from './validation';

const message = (text: string) => ({ message: text });

/** The session cookie of the HTTP response being answered: sessions open and close over HTTP only. */
function sessionCookieOf(context: Context): SessionCookie {
  if (!context.sessionCookie) throw new ForbiddenError('Signing in works over HTTP only.');
  return context.sessionCookie;
}

/** Signs in through `signIn` and sets the session it opens as the cookie. */
async function signInWith(context: Context, signIn: () => Promise<SignedIn>): Promise<{ account: SignedIn['account'] }> {
  const cookie = sessionCookieOf(context);
  const { account, session } = await signIn();
  cookie.set(session);
  return { account };
}

export const accountResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, context) => context.viewer?.user ?? null,
    signInOptions: (_parent, _args, context) => ({ googleClientId: context.runtime.config.googleClientId ?? null }),
    adminSeats: (_parent, _args, context) => adminSeats(context),
    users: (_parent, args, context) => listUsers(context, args.filter ?? {}, args.first ?? undefined, args.offset ?? undefined),
    accountDeletionTerms: (_parent, _args, context) => accountDeletionTerms(context),
  },
  Mutation: {
    register: async (_parent, { input }, context) => message(await register(context, input)),
    registerAdmin: async (_parent, { input }, context) => message(await registerAdmin(context, input)),
    verifyEmail: async (_parent, { input }, context) => {
      const user = await verifyEmail(context, boundedToken(input.token));
      return { message: 'Your email is verified. You can now log in.', email: user.email };
    },
    resendVerification: async (_parent, { input }, context) => message(await resendVerification(context, input.email, input.returnTo)),
    login: (_parent, { input }, context) => signInWith(context, () => login(context, input)),
    adminLogin: (_parent, { input }, context) => signInWith(context, () => login(context, input, true)),
    googleSignIn: (_parent, { input }, context) => signInWith(context, () => googleSignIn(context, input)),
    requestPasswordReset: async (_parent, { input }, context) => message(await requestPasswordReset(context, input.email)),
    resetPassword: async (_parent, { input }, context) => message(await resetPassword(context, input)),
    logout: async (_parent, _args, context) => {
      await logout(context);
      context.sessionCookie?.clear();
      return { ok: true };
    },
    changePassword: async (_parent, { input }, context) => message(await changePassword(context, input)),
    updateProfile: async (_parent, { input }, context) => ({ account: await updateProfile(context, input) }),
    deleteAccount: async (_parent, { input }, context) => {
      const deleted = await deleteAccount(context, input);
      context.sessionCookie?.clear();
      return message(deleted);
    },
    setUserBlocked: async (_parent, { input }, context) => ({ user: await setUserBlocked(context, input) }),
    stepDownAdmin: async (_parent, { input }, context) => ({ user: await stepDownAdmin(context, input.userId) }),
  },
  Subscription: {
    accountChanged: {
      subscribe: (_parent, _args, context) => accountChanges(context, requireViewer(context).user.id),
      resolve: async (event: EventOf<'account.changed'>, _args: unknown, context: Context) => {
        const account = await findById(context.runtime.db, event.userId);
        if (!account) throw new NotFoundError('This account no longer exists.');
        return account;
      },
    },
    usersChanged: {
      subscribe: (_parent, _args, context) => context.runtime.hub.subscribe('account.changed'),
      resolve: (event: EventOf<'account.changed'>) => ({ userId: event.userId }),
    },
  },
  Account: {
    publicName: (user) => user.publicName ?? user.name,
    isAdministrator: (user) => user.role === 'admin',
    hasPassword: (user) => user.passwordHash !== null,
  },
  User: {
    publicName: (user) => user.publicName ?? user.name,
    emailVerified: (user) => user.emailVerifiedAt !== null,
    blocked: (user) => user.blockedAt !== null,
  },
};
