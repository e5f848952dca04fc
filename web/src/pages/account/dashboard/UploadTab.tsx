import { useBeats, type PoetBeat } from '../../../beats/useBeats';
import { QueryCell } from '../../../components/QueryCell';
import { SkeletonCards } from '../../../components/Skeleton';
import { formatCents } from '../../../lib/format';
import { useSiteRules } from '../../../lib/siteRules';
import { poemLengthText } from '../../../submissions/poemLength';
import { UnsentPoemOffer } from '../../../submissions/UnsentPoemOffer';
import { videoFileText } from '../../../submissions/videoFile';
import { useActiveTopics } from '../../../topics/useActiveTopics';
import { UploadVideoForm } from './UploadVideoForm';

interface UploadTabProps {
  topicId: string | null;
  beatId: string | null;
  choose: (key: 'topic' | 'beat', value: string | null) => void;
  onUploaded: () => void;
}

/** The upload form with the guidance a poet needs before filming. */
export function UploadTab({ topicId, beatId, choose, onUploaded }: UploadTabProps) {
  const topics = useActiveTopics();
  const beats = useBeats();
  const rules = useSiteRules();
  const loading = <SkeletonCards count={1} label="Loading the upload form…" />;
  return (
    <section aria-labelledby="upload-heading" className="upload-tab">
      <div className="upload-main">
        <h2 id="upload-heading">Upload Video</h2>
        <UnsentPoemOffer />
        <QueryCell result={{ data: topics.topics, error: topics.error, refetch: topics.refetch }} loading={loading}>
          {(shownTopics) => {
            const form = (shownBeats: readonly PoetBeat[]) => (
              <UploadVideoForm
                topics={shownTopics}
                beats={shownBeats}
                topicId={topicId}
                beatId={beatId}
                onTopicChange={(id) => choose('topic', id)}
                onBeatChange={(id) => choose('beat', id)}
                onUploaded={onUploaded}
              />
            );
            // Beats are optional: a failed beat list says so above a form that works without one.
            return (
              <QueryCell
                result={{ data: beats.beats, error: beats.error, refetch: beats.refetch }}
                loading={loading}
                failureFrame={(banner) => (
                  <>
                    {banner}
                    {form([])}
                  </>
                )}
              >
                {form}
              </QueryCell>
            );
          }}
        </QueryCell>
      </div>
      <aside className="upload-guidance" aria-labelledby="upload-guidance-heading">
        <h3 id="upload-guidance-heading">Before you upload</h3>
        <ul>
          <li>Keep your face clearly visible.</li>
          <li>Film in landscape.</li>
          {rules ? (
            <>
              <li>Make it {poemLengthText(rules)} long.</li>
              <li>{videoFileText(rules.maxVideoBytes)}.</li>
            </>
          ) : null}
          <li>Only beats provided here may be used, or your submission may be disqualified.</li>
        </ul>
        <p>
          Our team reviews every poem before it goes up for voting.
          {rules ? ` Approved poems earn ${formatCents(rules.approvalCents)}.` : null}
        </p>
      </aside>
    </section>
  );
}
