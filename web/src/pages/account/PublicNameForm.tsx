import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../__generated__';
import { FormField } from '../../components/form/FormField';
import { Notice } from '../../components/form/Notice';
import { FormNotices } from '../../components/form/FormNotices';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useFormAction } from '../../components/form/useFormAction';

const PublicNameFormMutation = graphql(`
  mutation PublicNameFormMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      account {
        id
        publicName
      }
    }
  }
`);

const FIELDS = ['publicName'] as const;

interface PublicNameFormProps {
  publicName: string;
  /** The registration name, shown when the public name is left empty. */
  name: string;
}

/** The stage name the public sees on the person's poems. */
export function PublicNameForm({ publicName, name }: PublicNameFormProps) {
  const [value, setValue] = useState(publicName);
  const [saved, setSaved] = useState(false);
  const [updateProfile] = useMutation(PublicNameFormMutation);
  const form = useFormAction(FIELDS);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    void form.run(async () => {
      const { data } = await updateProfile({ variables: { input: { publicName: value.trim() } } });
      if (!data) return;
      setValue(data.updateProfile.account.publicName);
      setSaved(true);
    });
  };

  return (
    <form onSubmit={submit} aria-busy={form.pending} className="settings-form">
      <FormNotices failure={form.bannerFailure} />
      {saved ? (
        <Notice tone="success">
          <p>Your public name has been saved.</p>
        </Notice>
      ) : null}
      <FormField
        label="Public name"
        name="publicName"
        autoComplete="nickname"
        maxLength={60}
        value={value}
        onChange={(next) => {
          setValue(next);
          setSaved(false);
        }}
        hint={`Shown as the author of your poems. Leave it empty to use your registration name, ${name}.`}
        error={form.fieldError('publicName')}
      />
      <SubmitButton pending={form.pending} pendingLabel="Saving...">
        Save Name
      </SubmitButton>
    </form>
  );
}
