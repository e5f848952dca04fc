/**
 * The one rule for a poem's tally, shared by the server, the web app and the phone page: every
 * count a vote or a voiding writes carries the poem's voteVersion, which only grows, so of two
 * tallies of a poem the one with the higher version is the newer, and a count shown never goes
 * back to an older one.
 */
export interface VersionedTally {
  voteVersion: number;
}

/** Whether `tally` is newer than `than` (a tally of the same poem). */
export const isNewerTally = (tally: VersionedTally, than: VersionedTally): boolean => tally.voteVersion > than.voteVersion;
