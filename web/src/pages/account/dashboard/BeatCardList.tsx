import { BeatCard } from '../../../beats/BeatCard';
import { BeatDownloadLink } from '../../../beats/BeatDownloadLink';
import { useBeatPreview } from '../../../beats/useBeatPreview';
import { useBeats, type PoetBeat } from '../../../beats/useBeats';
import { QueryCell } from '../../../components/QueryCell';
import { SkeletonCards } from '../../../components/Skeleton';
import { useIsAdmin } from '../../../viewer/viewerContext';
import type { DashboardTab } from './useDashboardTab';

interface BeatCardListProps {
  openTab: (tab: DashboardTab, choices?: { beat?: string }) => void;
  /** The beats shown, from every active beat; all of them unless given. */
  choose?: (beats: readonly PoetBeat[]) => readonly PoetBeat[];
  /** How many cards the skeleton shows while the beats load. */
  loadingCount: number;
  /** Whether each card offers the beat's download. */
  downloads?: boolean;
}

/** Active beats as cards to preview and, for a poet, record over ("Use This Beat" opens the upload form). */
export function BeatCardList({ openTab, choose = (beats) => beats, loadingCount, downloads = false }: BeatCardListProps) {
  const { beats, error, refetch } = useBeats();
  const isAdmin = useIsAdmin();
  const preview = useBeatPreview();
  return (
    <QueryCell
      result={{ data: beats, error, refetch }}
      loading={<SkeletonCards count={loadingCount} label="Loading beats…" />}
      isEmpty={(shown) => shown.length === 0}
      empty={<p className="empty-state">No beats are currently available.</p>}
    >
      {(shown) => (
        <div className="card-grid">
          {choose(shown).map((beat) => (
            <BeatCard key={beat.id} beat={beat} preview={preview}>
              {downloads ? <BeatDownloadLink beat={beat} /> : null}
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
  );
}
