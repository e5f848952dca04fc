import type { Mail } from '../mail/outbox';
import { formatCents } from './money';

interface Recipient {
  name: string;
  email: string;
}

/** Where money goes, as mail names it: the bank and the masked account number. */
interface PaidInto {
  bankName: string;
  maskedAccountNumber: string;
}

export function rewardPaidMail(poet: Recipient, title: string, amountCents: number, paidInto: PaidInto): Mail {
  return {
    to: poet.email,
    subject: `${formatCents(amountCents)} paid for "${title}"`,
    text: `Hi ${poet.name},

We have paid ${formatCents(amountCents)} for your poem "${title}" into your ${paidInto.bankName} account ${paidInto.maskedAccountNumber}.
It can take a few working days to show in your account.

Spoken`,
  };
}

export function bankDetailsChangedMail(poet: Recipient, bankName: string, maskedAccountNumber: string): Mail {
  return {
    to: poet.email,
    subject: 'Your Spoken bank details were changed',
    text: `Hi ${poet.name},

The bank details your Spoken rewards are paid into were just changed. From now on we pay into your
${bankName} account ${maskedAccountNumber}.

If this was not you, reset your password from the login page at once and contact us through the
Help page.

Spoken`,
  };
}
