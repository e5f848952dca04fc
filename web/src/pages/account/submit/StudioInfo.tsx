import { formatCents } from '../../../lib/format';
import { useSiteRules } from '../../../lib/siteRules';

/** What a poet should know before recording and submitting. */
export function StudioInfo() {
  const rules = useSiteRules();
  return (
    <aside className="studio-info" aria-labelledby="studio-info-heading">
      <h3 id="studio-info-heading">Good to know</h3>
      <ul>
        <li>Wear headphones: the beat plays in them and is mixed into your video, while the microphone hears only your voice.</li>
        <li>Your video is recorded at up to 1920×1080, 30 frames a second.</li>
        <li>
          Our team reviews every poem before it is published.
          {rules ? ` Approved poems earn ${formatCents(rules.approvalCents)}.` : null}
        </li>
        <li>Accepted poems may be used on social media.</li>
        <li>Poems must be in English and on the topic. Copied or inappropriate content is rejected.</li>
        <li>You can also download your take and upload it later from your dashboard.</li>
      </ul>
    </aside>
  );
}
