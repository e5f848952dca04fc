import { h, setText, show } from './dom';

const HINT = 'Type the 4 digits the screen shows.';

export interface JoinCodePanel {
  element: HTMLElement;
  /** Shows the field while a room-only round is open. */
  update(needed: boolean): void;
  /** The code is missing or refused: says so beside the field, empties it and puts the cursor there. */
  ask(message: string): void;
}

/**
 * The join code field of a room-only round, prefilled with the code the projector's QR code
 * carried. Every vote sends what it holds; the server says when a code is wrong or stale.
 */
export function joinCodePanel(initialCode: string, onChange: (code: string) => void): JoinCodePanel {
  const input = h('input', {
    id: 'join-code',
    class: 'join-code-input',
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'one-time-code',
    pattern: '[0-9]{4}',
    maxlength: 4,
    'aria-describedby': 'join-code-hint',
  });
  input.value = initialCode;
  const hint = h('p', { id: 'join-code-hint', class: 'field-hint', 'aria-live': 'polite' }, HINT);
  const element = h(
    'section',
    { class: 'join-code', hidden: true },
    h('label', { for: 'join-code' }, 'Code on the screen'),
    input,
    hint,
  );
  input.addEventListener('input', () => {
    const digits = input.value.replace(/\D/g, '').slice(0, 4);
    if (digits !== input.value) input.value = digits;
    element.classList.remove('is-refused');
    setText(hint, HINT);
    onChange(digits);
  });
  return {
    element,
    update(needed) {
      show(element, needed);
    },
    ask(message) {
      show(element, true);
      element.classList.add('is-refused');
      input.value = '';
      onChange('');
      setText(hint, message);
      input.focus();
    },
  };
}
