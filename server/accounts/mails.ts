import type { Mail } from '../mail/outbox';

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
