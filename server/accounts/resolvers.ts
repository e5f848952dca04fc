import type { Resolvers } from '../__generated__/resolvers';
import type { Context } from '../context';
import type { EventOf } from '../events/types';
import { NotFoundError } from '../errors';
import { requireViewer } from '../sessions/viewer';
import { accountChanges, findAccount, logout } from './accounts';

export const accountResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, context) => context.viewer?.user ?? null,
  },
  Mutation: {
    logout: async (_parent, _args, context) => {
      await logout(context);
      return { ok: true };
    },
  },
  Subscription: {
    accountChanged: {
      subscribe: (_parent, _args, context) => accountChanges(context, requireViewer(context).user.id),
      resolve: async (event: EventOf<'account.changed'>, _args: unknown, context: Context) => {
        const account = await findAccount(context, event.userId);
        if (!account) throw new NotFoundError('This account no longer exists.');
        return account;
      },
    },
  },
  Account: {
    publicName: (user) => user.publicName ?? user.name,
    isAdministrator: (user) => user.role === 'admin',
  },
  Role: { USER: 'user', ADMIN: 'admin' },
  VideoQuality: { HIGH: 'high', MEDIUM: 'medium', LOW: 'low' },
};
