/** The rewards the competition promises, for the copy that states them; the server pays them. */
export const APPROVAL_REWARD_CENTS = 5_000;
export const FIRST_TO_VOTES_REWARD_CENTS = 100_000;
export const PRIZE_VOTE_THRESHOLD = 500;
