import type { Mail } from '../mail/outbox';
import { formatRand } from './money';

export function rewardPaidMail(poet: { name: string; email: string }, title: string, amountCents: number): Mail {
  return {
    to: poet.email,
    subject: `${formatRand(amountCents)} paid for "${title}"`,
    text: `Hi ${poet.name},

We have paid ${formatRand(amountCents)} for your poem "${title}" into the bank account saved in your dashboard.
It can take a few working days to show in your account.

Spoken`,
  };
}
