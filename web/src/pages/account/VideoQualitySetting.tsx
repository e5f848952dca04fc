import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { graphql } from '../../__generated__';
import type { VideoQuality } from '../../__generated__/graphql';
import { FormNotices } from '../../components/form/FormNotices';
import { useFormAction } from '../../components/form/useFormAction';

const VideoQualitySettingMutation = graphql(`
  mutation VideoQualitySettingMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      account {
        id
        preferredVideoQuality
      }
    }
  }
`);

const QUALITIES: readonly { value: VideoQuality; label: string; hint: string }[] = [
  { value: 'AUTO', label: 'Auto', hint: 'Follows your connection and the size of the player.' },
  { value: 'HIGH', label: 'High (1080p)', hint: 'The sharpest picture; uses the most data.' },
  { value: 'MEDIUM', label: 'Medium (720p)', hint: 'A balance of picture and data.' },
  { value: 'LOW', label: 'Low (480p)', hint: 'For slow or metered connections.' },
  { value: 'LOWER', label: 'Lower (360p)', hint: 'Little data; fine on a phone.' },
  { value: 'LOWEST', label: 'Lowest (240p)', hint: 'The least data.' },
];

const NO_FIELDS = [] as const;

/** The video quality poems play in for this person, as the player's menu sets it too; saved as soon as it is chosen. A poem without that height plays at Auto. */
export function VideoQualitySetting({ quality }: { quality: VideoQuality }) {
  const groupName = useId();
  const [saved, setSaved] = useState(false);
  // Shown as chosen at once, while it saves; the saved quality takes over again after.
  const [choosing, setChoosing] = useState<VideoQuality>();
  const [updateProfile] = useMutation(VideoQualitySettingMutation);
  const form = useFormAction(NO_FIELDS);
  const shown = choosing ?? quality;

  const choose = (preferredVideoQuality: VideoQuality) => {
    setSaved(false);
    setChoosing(preferredVideoQuality);
    void form.run(async () => {
      try {
        await updateProfile({ variables: { input: { preferredVideoQuality } } });
        setSaved(true);
      } finally {
        setChoosing(undefined);
      }
    });
  };

  return (
    <fieldset className="radio-group" aria-busy={form.pending} disabled={form.pending}>
      <legend>Preferred video quality</legend>
      {QUALITIES.map((option) => (
        <label key={option.value} className="radio-option">
          <input
            type="radio"
            name={groupName}
            value={option.value}
            checked={shown === option.value}
            onChange={() => choose(option.value)}
          />
          <span>
            <strong>{option.label}</strong>
            <span className="field-hint">{option.hint}</span>
          </span>
        </label>
      ))}
      <FormNotices failure={form.bannerFailure} />
      {saved ? (
        <p className="saved-note" role="status">
          Video quality saved.
        </p>
      ) : null}
    </fieldset>
  );
}
