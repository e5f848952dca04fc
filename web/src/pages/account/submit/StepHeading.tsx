import type { ReactNode } from 'react';

interface StepHeadingProps {
  id: string;
  number: number;
  title: string;
  /** The back arrow, for every step but the first. */
  onBack?: () => void;
  children?: ReactNode;
}

/** A wizard step's heading, with the back arrow; the wizard moves focus to it when the step opens. */
export function StepHeading({ id, number, title, onBack, children }: StepHeadingProps) {
  return (
    <div className="step-heading">
      {onBack ? (
        <button type="button" className="button button--ghost step-back" onClick={onBack}>
          <span aria-hidden="true">←</span> Back
        </button>
      ) : null}
      <h2 id={id} tabIndex={-1}>
        <span className="step-heading-number">Step {number}</span> {title}
      </h2>
      {children}
    </div>
  );
}
