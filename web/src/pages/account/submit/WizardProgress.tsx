import type { SubmitStep } from './useSubmitSteps';

const STEPS = ['Select Topic', 'Choose Beat', 'Record & Submit'] as const;

/** Where the poet is in the three steps. */
export function WizardProgress({ step }: { step: SubmitStep }) {
  return (
    <ol className="wizard-progress" aria-label="Steps">
      {STEPS.map((title, index) => (
        <li key={title} aria-current={index + 1 === step ? 'step' : undefined} className={index + 1 < step ? 'is-done' : undefined}>
          <span className="wizard-progress-number" aria-hidden="true">
            {index + 1}
          </span>
          {title}
        </li>
      ))}
    </ol>
  );
}
