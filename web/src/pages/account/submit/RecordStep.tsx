import { useState } from 'react';
import type { PoetBeat } from '../../../beats/useBeats';
import { Notice } from '../../../components/form/Notice';
import { useSiteRules } from '../../../lib/siteRules';
import { poemLengthText } from '../../../submissions/poemLength';
import { DEFAULT_EFFECTS } from '../../../studio/effects';
import { useBeatSound } from '../../../studio/useBeatSound';
import { useCamera } from '../../../studio/useCamera';
import { useObjectUrl } from '../../../studio/useObjectUrl';
import { takeSeconds } from '../../../studio/take';
import { useStudio } from '../../../studio/useStudio';
import type { ActiveTopic } from '../../../topics/useActiveTopics';
import { CameraProblem } from './CameraProblem';
import { EffectControls } from './EffectControls';
import { ShortTakeNotice } from './ShortTakeNotice';
import { StepHeading } from './StepHeading';
import { StudioControls } from './StudioControls';
import { StudioFinished } from './StudioFinished';
import { StudioInfo } from './StudioInfo';
import { StudioStage } from './StudioStage';
import { TakeSubmitForm } from './TakeSubmitForm';
import { useUnsentTakeGuard } from './useUnsentTakeGuard';

interface RecordStepProps {
  topic: ActiveTopic;
  beat: PoetBeat;
  onBack: () => void;
}

/** Step 3: record over the beat with the camera, adjust the sound, and submit the take. */
export function RecordStep({ topic, beat, onBack }: RecordStepProps) {
  const camera = useCamera();
  const beatSound = useBeatSound(beat.fileUrl);
  const studio = useStudio(camera.status === 'ready' ? camera.stream : null, beatSound.status === 'ready' ? beatSound.buffer : null);
  const [effects, setEffects] = useState(DEFAULT_EFFECTS);
  const [submitted, setSubmitted] = useState(false);
  const { phase, take } = studio;
  const rules = useSiteRules();
  const seconds = take ? takeSeconds(take) : 0;
  // The server refuses a shorter video, so it is not offered for sending.
  const tooShortFor = rules && seconds < rules.minPoemSeconds ? rules : null;
  const takeUrl = useObjectUrl(take?.video ?? null);
  const locked = phase.name !== 'idle' && phase.name !== 'review';
  useUnsentTakeGuard(take !== null && !submitted);

  const recordAgain = () => {
    setSubmitted(false);
    studio.recordAgain();
  };

  return (
    <section aria-labelledby="step-3-heading" className="studio">
      <StepHeading id="step-3-heading" number={3} title="Record & Submit" onBack={locked ? undefined : onBack}>
        <p className="step-topic">
          Topic: <strong>{topic.title}</strong> · Beat: <strong>{beat.title}</strong>
          {rules ? (
            <>
              {' '}
              · Length: <strong>{poemLengthText(rules)}</strong>
            </>
          ) : null}
        </p>
      </StepHeading>
      {submitted ? (
        <StudioFinished onRecordAnother={recordAgain} />
      ) : (
        <div className="studio-layout">
          <div className="studio-main">
            {camera.status === 'failed' ? (
              <CameraProblem kind={camera.kind} detail={camera.detail} onRetry={camera.retry} />
            ) : (
              <>
                <StudioStage camera={camera} phase={phase} takeUrl={phase.name === 'review' || phase.name === 'applying' ? takeUrl : null} />
                <StudioControls
                  phase={phase}
                  cameraReady={camera.status === 'ready'}
                  beat={beatSound}
                  takeUrl={takeUrl}
                  downloadName={`spoken-take.${take?.format.extension ?? 'webm'}`}
                  onStart={() => void studio.start(effects)}
                  onStop={studio.stop}
                  onRecordAgain={recordAgain}
                  onApplyEffects={() => void studio.applyEffects(effects)}
                />
              </>
            )}
            {studio.notice ? (
              <Notice tone={studio.notice.tone}>
                <p>{studio.notice.message}</p>
              </Notice>
            ) : null}
          </div>
          {/* Before the sound: on a phone, where one column follows the other, the form comes right under the take. */}
          {take && tooShortFor ? (
            <div className="studio-submit">
              <ShortTakeNotice seconds={seconds} rules={tooShortFor} />
            </div>
          ) : take ? (
            <div className="studio-submit">
              <TakeSubmitForm take={take} topicId={topic.id} beatId={beat.id} disabled={phase.name === 'applying'} onSubmitted={() => setSubmitted(true)} />
            </div>
          ) : null}
          <div className="studio-sound">
            <EffectControls value={effects} onChange={setEffects} locked={locked} takeEffects={take?.effects ?? null} />
          </div>
          <div className="studio-aside">
            <StudioInfo />
          </div>
        </div>
      )}
    </section>
  );
}
