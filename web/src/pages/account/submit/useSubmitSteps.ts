import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type SubmitStep = 1 | 2 | 3;

/**
 * The wizard's place lives in the address (?topic=…&beat=…&step=record), so the browser's back
 * button steps back, a reload keeps the step, and each step can be linked to.
 */
export function useSubmitSteps() {
  const [params, setParams] = useSearchParams();
  const topicId = params.get('topic');
  const beatId = params.get('beat');
  const recording = params.get('step') === 'record';

  const go = useCallback(
    (next: { topic?: string; beat?: string; step?: 'record' }, replace = false) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(next)) if (value) search.set(key, value);
      setParams(search, { replace });
    },
    [setParams],
  );

  return {
    topicId,
    beatId,
    recording,
    chooseTopic: (topic: string) => go({ topic }),
    chooseBeat: (beat: string) => go({ topic: topicId ?? undefined, beat }, true),
    continueToRecording: () => go({ topic: topicId ?? undefined, beat: beatId ?? undefined, step: 'record' }),
    backToTopics: () => go({}),
    backToBeats: () => go({ topic: topicId ?? undefined, beat: beatId ?? undefined }),
  };
}
