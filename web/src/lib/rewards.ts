/** The rewards the competition promises, for the copy that states them; the server pays them. */
export const APPROVAL_REWARD_RAND = 50;
export const FIRST_TO_VOTES_REWARD_RAND = 1000;
export const PRIZE_VOTE_THRESHOLD = 500;
