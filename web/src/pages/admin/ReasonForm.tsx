import { useId, useState, type FormEvent } from 'react';

interface ReasonFormProps {
  /** The question over the text area, e.g. 'Please provide a reason for rejection:'. */
  label: string;
  /** What going ahead does, said under the question: the confirmation of an action that cannot be taken back. */
  consequence?: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Without text the confirm button does nothing. */
  required?: boolean;
  tone?: 'primary' | 'danger';
  onConfirm: (text: string) => void;
  onCancel: () => void;
}

/** A small inline form asking for a reason or a note before an admin action goes ahead. */
export function ReasonForm({ label, consequence, confirmLabel, pendingLabel, pending, required = false, tone = 'primary', onConfirm, onCancel }: ReasonFormProps) {
  const [text, setText] = useState('');
  const id = useId();
  const consequenceId = `${id}-consequence`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (required && !trimmed) return;
    onConfirm(trimmed);
  };
  return (
    <form className="reason-form" onSubmit={submit}>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        {consequence ? (
          <p id={consequenceId} className="reason-form-consequence">
            {consequence}
          </p>
        ) : null}
        <textarea
          id={id}
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          required={required}
          autoFocus
          disabled={pending}
          aria-describedby={consequence ? consequenceId : undefined}
        />
      </div>
      <div className="card-actions">
        <button type="submit" className={`button button--${tone}`} disabled={pending || (required && !text.trim())}>
          {pending ? pendingLabel : confirmLabel}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
