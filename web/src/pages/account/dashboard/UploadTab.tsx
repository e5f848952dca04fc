import { useBeats } from '../../../beats/useBeats';
import { SkeletonCards } from '../../../components/Skeleton';
import { formatCents } from '../../../lib/format';
import { useSiteRules } from '../../../lib/siteRules';
import { poemLengthText } from '../../../submissions/poemLength';
import { UnsentPoemOffer } from '../../../submissions/UnsentPoemOffer';
import { videoFileText } from '../../../submissions/videoFile';
import { useActiveTopics } from '../../../topics/useActiveTopics';
import { LoadErrorBanner } from '../LoadErrorBanner';
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
  // Beats are optional: a failed beat list still leaves the form usable without one.
  const ready = topics.topics && (beats.beats || beats.error);
  return (
    <section aria-labelledby="upload-heading" className="upload-tab">
      <div className="upload-main">
        <h2 id="upload-heading">Upload Video</h2>
        <UnsentPoemOffer />
        <LoadErrorBanner error={topics.error} retry={() => void topics.refetch()} />
        <LoadErrorBanner error={beats.error} retry={() => void beats.refetch()} />
        {ready ? (
          <UploadVideoForm
            topics={topics.topics ?? []}
            beats={beats.beats ?? []}
            topicId={topicId}
            beatId={beatId}
            onTopicChange={(id) => choose('topic', id)}
            onBeatChange={(id) => choose('beat', id)}
            onUploaded={onUploaded}
          />
        ) : topics.loading || beats.loading ? (
          <SkeletonCards count={1} label="Loading the upload form…" />
        ) : null}
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
