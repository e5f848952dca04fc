import { BeatSelector } from '../../../beats/BeatSelector';
import type { PoetBeat } from '../../../beats/useBeats';
import type { ActiveTopic } from '../../../topics/useActiveTopics';
import { StepHeading } from './StepHeading';

interface BeatStepProps {
  topic: ActiveTopic;
  beats: readonly PoetBeat[];
  beatId: string | null;
  onChoose: (beatId: string) => void;
  onContinue: () => void;
  onBack: () => void;
}

/** Step 2: the chosen topic, then the beats to preview and choose from. */
export function BeatStep({ topic, beats, beatId, onChoose, onContinue, onBack }: BeatStepProps) {
  return (
    <section aria-labelledby="step-2-heading">
      <StepHeading id="step-2-heading" number={2} title="Choose Beat" onBack={onBack}>
        <p className="step-topic">
          Topic: <strong>{topic.title}</strong>
        </p>
      </StepHeading>
      <BeatSelector beats={beats} selectedId={beatId} onSelect={(id) => id && onChoose(id)} legend="Choose the beat you will perform over" />
      <button type="button" className="button button--primary button--large" disabled={!beatId} onClick={onContinue}>
        Continue to Recording
      </button>
    </section>
  );
}
