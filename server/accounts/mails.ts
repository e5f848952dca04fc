import type { Mail } from '../mail/outbox';
import type { SettledRewards } from '../rewards/deletedAccounts';
import { formatCents } from '../rewards/money';
import { ADDRESS_HOLD_DAYS } from './addressHolds';

interface Recipient {
  name: string;
  email: string;
}

export function verificationMail(to: Recipient, link: string): Mail {
  return {
    to: to.email,
    subject: 'Verify your email for Spoken',
    text: `Hi ${to.name},

Welcome to Spoken. Please verify your email address to finish creating your account:

${link}

The link works once and expires in 48 hours. If you did not sign up, you can ignore this message.

Spoken`,
  };
}

export function passwordResetMail(to: Recipient, link: string): Mail {
  return {
    to: to.email,
    subject: 'Reset your Spoken password',
    text: `Hi ${to.name},

Someone asked to reset the password of your Spoken account. To choose a new password, open:

${link}

The link works once and expires in 1 hour. If it was not you, ignore this message: your password stays as it is.

Spoken`,
  };
}

export function passwordChangedMail(to: Recipient): Mail {
  return {
    to: to.email,
    subject: 'Your Spoken password was changed',
    text: `Hi ${to.name},

The password of your Spoken account was just changed, and your other sessions were signed out.
If this was not you, reset your password from the login page at once.

Spoken`,
  };
}

/** To the owner of an address someone tried to register again: they learn it, the stranger does not. */
export function alreadyRegisteredMail(to: Recipient, publicUrl: string): Mail {
  return {
    to: to.email,
    subject: 'Someone tried to sign up to Spoken with your email',
    text: `Hi ${to.name},

Someone just tried to create a Spoken account with this email address, which already has one.
If it was you, sign in here:

${publicUrl}/login

Forgot your password? Choose a new one here:

${publicUrl}/forgot-password

If it was not you, ignore this message: nothing about your account has changed.

Spoken`,
  };
}

/** To an address, held after its account was deleted, that someone tried to register. */
export function heldAddressMail(email: string, availableFrom: string): Mail {
  return {
    to: email,
    subject: 'Someone tried to sign up to Spoken with your email',
    text: `Hi,

Someone just tried to create a Spoken account with this email address. An account with it was
deleted less than ${ADDRESS_HOLD_DAYS} days ago, so the address can be used to register again from ${availableFrom}.

If it was not you, ignore this message.

Spoken`,
  };
}

/** What a deletion did with the rewards the account was owed; empty when it was owed none. */
export function owedRewardsSentence(settled: SettledRewards): string {
  if (settled.keptCents > 0) {
    return `The ${formatCents(settled.keptCents)} you are owed will still be paid into the bank account you saved; your bank details are erased once it is paid.`;
  }
  if (settled.forfeitedCents > 0) {
    return `The unpaid ${formatCents(settled.forfeitedCents)} was forfeited, as no bank details were on file to pay it into.`;
  }
  return '';
}

/** The confirmation of a deletion, to the address just erased from the account. */
export function accountDeletedMail(to: Recipient, settled: SettledRewards): Mail {
  const owed = owedRewardsSentence(settled);
  return {
    to: to.email,
    subject: 'Your Spoken account has been deleted',
    text: `Hi ${to.name},

Your Spoken account has been deleted. Your name, email address, password and the poems that never went public are erased, and every session has ended. Approved poems stay up, credited to 'Anonymous Poet'.
${owed ? `\n${owed}\n` : ''}
This address cannot be used to sign up again for ${ADDRESS_HOLD_DAYS} days; only a keyed fingerprint of it is kept until then.

Spoken`,
  };
}
