import type { Mail } from '../mail/outbox';
import { APPROVAL_REWARD_CENTS } from '../rewards/ledger';
import { formatCents } from '../rewards/money';

interface Poet {
  name: string;
  email: string;
}

export function approvedMail(poet: Poet, title: string, feedback: string | null, publicUrl: string): Mail {
  return {
    to: poet.email,
    subject: `Your poem "${title}" was approved`,
    text: `Hi ${poet.name},

Good news: your poem "${title}" was approved. It is now up for public voting, and you have earned ${formatCents(APPROVAL_REWARD_CENTS)}.
${feedback ? `\nFeedback from the reviewer:\n${feedback}\n` : ''}
Save your bank details in your dashboard so we can pay you: ${publicUrl}/dashboard

Spoken`,
  };
}

export function rejectedMail(poet: Poet, title: string, reason: string, publicUrl: string): Mail {
  return {
    to: poet.email,
    subject: `Your poem "${title}" was not approved`,
    text: `Hi ${poet.name},

Thank you for submitting "${title}". The reviewers could not approve it, for this reason:

${reason}

You are welcome to record it again or submit a new poem: ${publicUrl}/submit

Spoken`,
  };
}

export function processingFailedMail(poet: Poet, title: string, problem: string, publicUrl: string): Mail {
  return {
    to: poet.email,
    subject: `We could not process the video of "${title}"`,
    text: `Hi ${poet.name},

We could not prepare the video of your poem "${title}" for playback:

${problem}

Please record it again or upload another file: ${publicUrl}/submit

Spoken`,
  };
}
