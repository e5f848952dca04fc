import { BeatCardList } from './BeatCardList';
import type { DashboardTab } from './useDashboardTab';

interface BeatsTabProps {
  openTab: (tab: DashboardTab, choices?: { beat?: string }) => void;
}

/** Every active beat, to preview, download and record over. */
export function BeatsTab({ openTab }: BeatsTabProps) {
  return (
    <section aria-labelledby="beats-heading">
      <h2 id="beats-heading">Browse Beats</h2>
      <p className="dashboard-intro">
        Download a beat to rehearse or record over it. Only beats from this list may be used in your poems, or your submission may be
        disqualified.
      </p>
      <BeatCardList openTab={openTab} loadingCount={3} downloads />
    </section>
  );
}
