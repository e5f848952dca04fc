import type { Mail } from '../mail/outbox';

interface Poet {
  name: string;
  email: string;
}

export function bountyMail(poet: Poet, title: string, publicUrl: string): Mail {
  return {
    to: poet.email,
    subject: `"${title}" reached 500 votes: you earned R1000.00`,
    text: `Hi ${poet.name},

Your poem "${title}" is the first on its topic to reach 500 votes. You have earned the R1000.00 bounty,
and your poem's tally is now final.

We pay rewards to the bank details saved in your dashboard: ${publicUrl}/dashboard

Spoken`,
  };
}

export function winnerMail(poet: Poet, title: string, topicTitle: string, voteCount: number): Mail {
  return {
    to: poet.email,
    subject: `"${title}" won "${topicTitle}"`,
    text: `Hi ${poet.name},

Voting on "${topicTitle}" has closed, and your poem "${title}" won it with ${voteCount} ${voteCount === 1 ? 'vote' : 'votes'}.
Congratulations, and thank you for sharing it.

Spoken`,
  };
}
