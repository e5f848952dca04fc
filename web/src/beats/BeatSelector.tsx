import { useId } from 'react';
import { BeatPreviewButton } from './BeatPreviewButton';
import './beats.css';
import { useBeatPreview } from './useBeatPreview';
import { beatDetails, type PoetBeat } from './useBeats';

interface BeatSelectorProps {
  beats: readonly PoetBeat[];
  /** The chosen beat's id, or null for none. */
  selectedId: string | null;
  onSelect: (beatId: string | null) => void;
  /** Offers 'No beat' as a choice, for poems spoken without music. */
  optional?: boolean;
  legend?: string;
}

/** The active beats as a choice of one, each with its details and a preview at half volume. */
export function BeatSelector({ beats, selectedId, onSelect, optional = false, legend = 'Beat' }: BeatSelectorProps) {
  const name = useId();
  const preview = useBeatPreview();
  return (
    <fieldset className="beat-selector">
      <legend>{legend}</legend>
      {beats.length === 0 ? <p className="beat-selector-empty">No beats are currently available.</p> : null}
      <ul className="beat-options">
        {optional ? (
          <li className="beat-option">
            <label className="beat-option-choice">
              <input type="radio" name={name} checked={selectedId === null} onChange={() => onSelect(null)} />
              <span>
                <strong>No beat</strong>
                <span className="beat-option-details">Spoken word only</span>
              </span>
            </label>
          </li>
        ) : null}
        {beats.map((beat) => (
          <li key={beat.id} className="beat-option">
            <label className="beat-option-choice">
              <input type="radio" name={name} value={beat.id} checked={selectedId === beat.id} onChange={() => onSelect(beat.id)} />
              <span>
                <strong>{beat.title}</strong>
                <span className="beat-option-details">{beatDetails(beat)}</span>
              </span>
            </label>
            <BeatPreviewButton beat={beat} preview={preview} />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
