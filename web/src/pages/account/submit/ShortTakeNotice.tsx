import { Notice } from '../../../components/form/Notice';
import { formatDuration } from '../../../lib/format';
import type { SiteRules } from '../../../lib/siteRules';
import { poemLengthText } from '../../../submissions/poemLength';

/** In place of the submit form for a take shorter than the server takes: why, and what to do. */
export function ShortTakeNotice({ seconds, rules }: { seconds: number; rules: SiteRules }) {
  return (
    <Notice tone="error">
      <p>
        This take is {formatDuration(seconds)} long. Poems run {poemLengthText(rules)}, so it cannot be submitted.
      </p>
      <p>Press Record Again to record a longer take.</p>
    </Notice>
  );
}
