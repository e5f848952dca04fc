import { useState } from 'react';
import { FormNotices } from '../../components/form/FormNotices';
import { useFormAction } from '../../components/form/useFormAction';
import { usePlaybackPreferences } from '../../media/playbackPreferences';

const NO_FIELDS = [] as const;

/** Whether cards play by themselves (saved in the account) and the data saver (on this device); saved as soon as changed. */
export function PlaybackSwitches() {
  const preferences = usePlaybackPreferences();
  const form = useFormAction(NO_FIELDS);
  const [saved, setSaved] = useState(false);
  // Shown as chosen at once, while it saves; the saved choice takes over again after.
  const [choosing, setChoosing] = useState<boolean>();

  const setAutoPlay = (autoPlay: boolean) => {
    setSaved(false);
    setChoosing(autoPlay);
    void form.run(async () => {
      try {
        await preferences.setAutoPlay(autoPlay);
        setSaved(true);
      } finally {
        setChoosing(undefined);
      }
    });
  };

  return (
    <div className="radio-group playback-switches" aria-busy={form.pending}>
      <label className="radio-option">
        <input type="checkbox" checked={choosing ?? preferences.autoPlay} disabled={form.pending} onChange={(event) => setAutoPlay(event.target.checked)} />
        <span>
          <strong>Auto-play</strong>
          <span className="field-hint">Poems in a list play muted while on screen.</span>
        </span>
      </label>
      <label className="radio-option">
        <input type="checkbox" checked={preferences.dataSaver} onChange={(event) => preferences.setDataSaver(event.target.checked)} />
        <span>
          <strong>Data saver</strong>
          <span className="field-hint">Shows posters until you tap one, and plays at most 360p. On by itself when your browser saves data; this device only.</span>
        </span>
      </label>
      <FormNotices failure={form.bannerFailure} />
      {saved ? (
        <p className="saved-note" role="status">
          Auto-play saved.
        </p>
      ) : null}
    </div>
  );
}
