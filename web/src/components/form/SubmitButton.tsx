import type { ReactNode } from 'react';

interface SubmitButtonProps {
  pending: boolean;
  /** The label while the form is being sent, such as 'Signing in...'. */
  pendingLabel: string;
  disabled?: boolean;
  tone?: 'primary' | 'danger';
  children: ReactNode;
}

/** A form's main button: it says what is happening while the form is sent, and cannot be pressed twice. */
export function SubmitButton({ pending, pendingLabel, disabled, tone = 'primary', children }: SubmitButtonProps) {
  return (
    <button type="submit" className={`button button--${tone} button--block`} disabled={pending || disabled}>
      {pending ? pendingLabel : children}
    </button>
  );
}
