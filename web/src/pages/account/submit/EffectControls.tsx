import { useId } from 'react';
import type { EffectSettings } from '../../../studio/effects';

interface SliderProps {
  label: string;
  value: number;
  max: number;
  step: number;
  disabled?: boolean;
  hint?: string;
  onChange?: (value: number) => void;
}

const percent = (value: number) => `${Math.round(value * 100)}%`;

function EffectSlider({ label, value, max, step, disabled, hint, onChange }: SliderProps) {
  const id = useId();
  return (
    <div className="effect-slider">
      <label htmlFor={id}>{label}</label>
      <output htmlFor={id}>{percent(value)}</output>
      <input
        id={id}
        type="range"
        min={0}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={percent(value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange?.(Number(event.target.value))}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

interface EffectControlsProps {
  value: EffectSettings;
  onChange: (value: EffectSettings) => void;
  /** While recording or applying effects nothing may change. */
  locked: boolean;
  /** The settings the current take carries, to say when the sliders differ from what it sounds like. */
  takeEffects: EffectSettings | null;
}

const AUTOTUNE_DEFAULT = 0.3;

/** The sound sliders of SPEC.md: beat volume, echo and reverb; autotune shown as not available yet. */
export function EffectControls({ value, onChange, locked, takeEffects }: EffectControlsProps) {
  const changed =
    takeEffects !== null && (takeEffects.beatVolume !== value.beatVolume || takeEffects.echo !== value.echo || takeEffects.reverb !== value.reverb);
  return (
    <fieldset className="effect-controls" disabled={locked}>
      <legend>Sound</legend>
      <EffectSlider label="Beat volume" value={value.beatVolume} max={2} step={0.1} onChange={(beatVolume) => onChange({ ...value, beatVolume })} />
      <EffectSlider label="Echo" value={value.echo} max={1} step={0.05} onChange={(echo) => onChange({ ...value, echo })} />
      <EffectSlider label="Reverb" value={value.reverb} max={1} step={0.05} onChange={(reverb) => onChange({ ...value, reverb })} />
      <EffectSlider label="Autotune" value={AUTOTUNE_DEFAULT} max={1} step={0.05} disabled hint="Autotune is not available yet." />
      <p className="effect-controls-note" role="status">
        {locked
          ? 'The sound settings are locked while the studio works.'
          : changed
            ? 'These settings differ from your take. Press Apply Effects to hear them on it.'
            : null}
      </p>
    </fieldset>
  );
}
