import { useEffect, useRef } from 'react';
import { useBeats } from '../../../beats/useBeats';
import { Page } from '../../../components/Page';
import { QueryCell } from '../../../components/QueryCell';
import { SkeletonCards } from '../../../components/Skeleton';
import { Link } from 'react-router-dom';
import { UnsentPoemOffer } from '../../../submissions/UnsentPoemOffer';
import { useActiveTopics } from '../../../topics/useActiveTopics';
import { submitPath } from '../../topics/TopicCard';
import { BeatStep } from './BeatStep';
import { RecordStep } from './RecordStep';
import './submit.css';
import { TopicStep } from './TopicStep';
import { useSubmitSteps, type SubmitStep } from './useSubmitSteps';
import { WizardProgress } from './WizardProgress';

/** Moves focus to a step's heading when the poet moves to another step (not on arrival). */
function useStepFocus(step: SubmitStep | null): void {
  const shown = useRef<SubmitStep | null>(null);
  useEffect(() => {
    if (step === null) return;
    if (shown.current !== null && shown.current !== step) document.getElementById(`step-${step}-heading`)?.focus();
    shown.current = step;
  }, [step]);
}

/** The studio's wizard: choose a topic, then a beat, then record and submit a poem over it. */
export default function SubmitPage() {
  const topics = useActiveTopics();
  const beats = useBeats();
  const steps = useSubmitSteps();
  const open = topics.topics?.filter((topic) => topic.acceptingSubmissions);
  const topic = open?.find((item) => item.id === steps.topicId) ?? null;
  const beat = beats.beats?.find((item) => item.id === steps.beatId) ?? null;
  const loaded = open !== undefined && beats.beats !== undefined;
  const step: SubmitStep | null = !loaded ? null : !topic ? 1 : steps.recording && beat ? 3 : 2;
  useStepFocus(step);
  const loading = <SkeletonCards count={3} label="Loading topics and beats…" />;

  return (
    <Page title="Create a Poem" lead="Pick a topic, choose a beat, and record your poem right here in your browser.">
      <UnsentPoemOffer />
      <WizardProgress step={step ?? 1} />
      <p className="upload-instead">
        Filmed your poem already? <Link to={steps.topicId ? submitPath(steps.topicId) : '/dashboard?tab=upload'}>Upload a video</Link> instead.
      </p>
      <QueryCell result={{ data: open, error: topics.error, refetch: topics.refetch }} loading={loading}>
        {(openTopics) => (
          <QueryCell result={{ data: beats.beats, error: beats.error, refetch: beats.refetch }} loading={loading}>
            {(shownBeats) =>
              step === 1 ? (
                <TopicStep topics={openTopics} onChoose={steps.chooseTopic} />
              ) : step === 2 && topic ? (
                <BeatStep
                  topic={topic}
                  beats={shownBeats}
                  beatId={beat?.id ?? null}
                  onChoose={steps.chooseBeat}
                  onContinue={steps.continueToRecording}
                  onBack={steps.backToTopics}
                />
              ) : step === 3 && topic && beat ? (
                <RecordStep topic={topic} beat={beat} onBack={steps.backToBeats} />
              ) : null
            }
          </QueryCell>
        )}
      </QueryCell>
    </Page>
  );
}
