import { Link } from 'react-router-dom';
import { QueryCell } from '../../../components/QueryCell';
import { SkeletonCards } from '../../../components/Skeleton';
import { formatDate } from '../../../lib/format';
import { useActiveTopics } from '../../../topics/useActiveTopics';
import { useIsAdmin } from '../../../viewer/viewerContext';
import { BeatCardList } from './BeatCardList';
import type { DashboardTab } from './useDashboardTab';

const SHOWN = 3;

const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title, 'en-ZA');

interface OverviewTabProps {
  openTab: (tab: DashboardTab, choices?: { topic?: string; beat?: string }) => void;
}

/** Three open topics, each a step away from the studio, and three beats, each a step away from the upload form. */
export function OverviewTab({ openTab }: OverviewTabProps) {
  const topics = useActiveTopics();
  const isAdmin = useIsAdmin();

  return (
    <div className="overview">
      <section aria-labelledby="overview-topics">
        <div className="overview-heading">
          <h2 id="overview-topics">Active Topics</h2>
          <Link to="/topics">All topics</Link>
        </div>
        <QueryCell
          result={{ data: topics.topics, error: topics.error, refetch: topics.refetch }}
          loading={<SkeletonCards count={SHOWN} label="Loading topics…" />}
          isEmpty={(shown) => shown.length === 0}
          empty={<p className="empty-state">No topics available at the moment.</p>}
        >
          {(shown) => (
            <div className="card-grid">
              {[...shown]
                .sort(byTitle)
                .slice(0, SHOWN)
                .map((topic) => (
                  <article key={topic.id} className="card">
                    <h3>{topic.title}</h3>
                    <p className="card-meta">{topic.deadline ? `Deadline: ${formatDate(topic.deadline)}` : 'No deadline'}</p>
                    {topic.description ? <p className="overview-description">{topic.description}</p> : null}
                    <div className="card-actions">
                      {isAdmin ? null : topic.acceptingSubmissions ? (
                        <Link className="button button--primary" to={`/submit?topic=${encodeURIComponent(topic.id)}`}>
                          Submit for this topic
                        </Link>
                      ) : (
                        <span className="tag">Submissions closed</span>
                      )}
                    </div>
                  </article>
                ))}
            </div>
          )}
        </QueryCell>
      </section>

      <section aria-labelledby="overview-beats">
        <div className="overview-heading">
          <h2 id="overview-beats">Beats</h2>
          <Link to="/dashboard?tab=beats">Browse all beats</Link>
        </div>
        <BeatCardList openTab={openTab} loadingCount={SHOWN} choose={(beats) => [...beats].sort(byTitle).slice(0, SHOWN)} />
      </section>
    </div>
  );
}
