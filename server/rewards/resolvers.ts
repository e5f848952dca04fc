import type { Resolvers } from '../__generated__/resolvers';
import { isAdmin } from '../sessions/viewer';
import { ACCOUNT_TYPES, BANKS, bankDetailsOf, maskAccountNumber, myBankDetails, saveBankDetails } from './bankDetails';
import { pendingPayoutsCsv } from './csv';
import { listPayouts, markRewardPaid, myRewards, totalEarnedCents, voidReward } from './ledger';

export const rewardResolvers: Resolvers = {
  Query: {
    myRewards: (_parent, _args, context) => myRewards(context),
    myBankDetails: (_parent, _args, context) => myBankDetails(context),
    bankOptions: () => ({ banks: [...BANKS], accountTypes: [...ACCOUNT_TYPES] }),
    payouts: (_parent, args, context) => listPayouts(context, args.status ?? 'pending', args.first ?? 50, args.offset ?? 0),
    pendingPayoutsCsv: (_parent, _args, context) => pendingPayoutsCsv(context),
  },
  Mutation: {
    saveBankDetails: async (_parent, { input }, context) => ({
      bankDetails: await saveBankDetails(context, input),
      message: 'Bank details saved successfully!',
    }),
    markRewardPaid: async (_parent, { input }, context) => ({ reward: await markRewardPaid(context, input.id) }),
    voidReward: async (_parent, { input }, context) => ({ reward: await voidReward(context, input.id, input.reason) }),
  },
  Account: {
    totalEarnedCents: (user, _args, context) => totalEarnedCents(context.runtime.db, user.id),
  },
  Reward: {
    poet: (reward, _args, context) => (isAdmin(context.viewer) ? reward.poet : null),
    bankDetails: async (reward, _args, context) => {
      if (!isAdmin(context.viewer)) return null;
      const bank =
        reward.bank !== undefined
          ? reward.bank
          : (await bankDetailsOf(context.runtime.db, context.runtime.config.secrets.bankKeys, [reward.userId])).get(reward.userId);
      return bank ? { bankName: bank.bankName, maskedAccountNumber: maskAccountNumber(bank.accountNumber) } : null;
    },
    paidTo: (reward, _args, context) => {
      const mayRead = isAdmin(context.viewer) || context.viewer?.user.id === reward.userId;
      return mayRead && reward.paidToBank && reward.paidToAccount ? { bankName: reward.paidToBank, maskedAccountNumber: reward.paidToAccount } : null;
    },
  },
};
