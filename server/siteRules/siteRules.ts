import { MAX_VIDEO_SECONDS } from '../../common/videoLimits';
import type { Config } from '../config';
import { APPROVAL_REWARD_CENTS, BOUNTY_REWARD_CENTS } from '../rewards/ledger';
import { MAX_VIDEO_BYTES } from '../uploads/videoUploads';
import { BOUNTY_TARGET } from '../votes/votes';

/** The figures the server enforces, from the constants and settings that enforce them, so no page can state others. */
export function siteRules(config: Pick<Config, 'minPoemSeconds'>) {
  return {
    approvalCents: APPROVAL_REWARD_CENTS,
    bountyCents: BOUNTY_REWARD_CENTS,
    bountyTarget: BOUNTY_TARGET,
    maxVideoBytes: MAX_VIDEO_BYTES,
    minPoemSeconds: config.minPoemSeconds,
    maxPoemSeconds: MAX_VIDEO_SECONDS,
  };
}
