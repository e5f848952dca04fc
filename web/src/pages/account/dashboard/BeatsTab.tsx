import { BeatCard } from '../../../beats/BeatCard';
import { BeatDownloadLink } from '../../../beats/BeatDownloadLink';
import { useBeatPreview } from '../../../beats/useBeatPreview';
import { useBeats } from '../../../beats/useBeats';
import { QueryCell } from '../../../components/QueryCell';
import { SkeletonCards } from '../../../components/Skeleton';
import { useIsAdmin } from '../../../viewer/viewerContext';
import type { DashboardTab } from './useDashboardTab';

interface BeatsTabProps {
  openTab: (tab: DashboardTab, choices?: { beat?: string }) => void;
}

/** Every active beat, to preview, download and record over. */
export function BeatsTab({ openTab }: BeatsTabProps) {
  const { beats, error, refetch } = useBeats();
  const isAdmin = useIsAdmin();
  const preview = useBeatPreview();
  return (
    <section aria-labelledby="beats-heading">
      <h2 id="beats-heading">Browse Beats</h2>
      <p className="dashboard-intro">
        Download a beat to rehearse or record over it. Only beats from this list may be used in your poems, or your submission may be
        disqualified.
      </p>
      <QueryCell
        result={{ data: beats, error, refetch }}
        loading={<SkeletonCards count={3} label="Loading beats…" />}
        isEmpty={(shown) => shown.length === 0}
        empty={<p className="empty-state">No beats are currently available.</p>}
      >
        {(shown) => (
          <div className="card-grid">
            {shown.map((beat) => (
              <BeatCard key={beat.id} beat={beat} preview={preview}>
                <BeatDownloadLink beat={beat} />
                {isAdmin ? null : (
                  <button type="button" className="button button--primary" onClick={() => openTab('upload', { beat: beat.id })}>
                    Use This Beat
                  </button>
                )}
              </BeatCard>
            ))}
          </div>
        )}
      </QueryCell>
    </section>
  );
}
