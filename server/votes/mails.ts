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

The bounty becomes payable after a 24-hour review. If votes are found to break the rules during that
time, they are voided and the bounty can move to the poem that rightly reached 500 first.

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

export function votesVoidedMail(poet: Poet, title: string, voided: number, reason: string, publicUrl: string, poemId: string): Mail {
  return {
    to: poet.email,
    subject: `${voided} ${voided === 1 ? 'vote' : 'votes'} on "${title}" were voided`,
    text: `Hi ${poet.name},

We reviewed the votes on your poem "${title}" and voided ${voided} of them: they no longer count.
The reason: ${reason}

Your poem's page shows its corrected tally: ${publicUrl}/poems/${poemId}

Spoken`,
  };
}
