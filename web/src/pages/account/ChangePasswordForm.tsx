import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../__generated__';
import { FormField } from '../../components/form/FormField';
import { FormNotices } from '../../components/form/FormNotices';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useFormAction } from '../../components/form/useFormAction';

const ChangePasswordFormMutation = graphql(`
  mutation ChangePasswordFormMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
    }
  }
`);

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changes the password; the server signs the person's other sessions out. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [changed, setChanged] = useState<string | null>(null);
  const [changePassword] = useMutation(ChangePasswordFormMutation);
  const form = useFormAction(FIELDS);

  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChanged(null);
    if (values.newPassword !== values.confirmPassword) {
      form.fail({ message: 'Passwords do not match', field: 'confirmPassword' });
      return;
    }
    void form.run(async () => {
      const { data } = await changePassword({ variables: { input: values } });
      if (!data) return;
      setChanged(data.changePassword.message);
      setValues(EMPTY);
    });
  };

  return (
    <form onSubmit={submit} aria-busy={form.pending} aria-label="Change password" className="settings-form">
      <FormNotices failure={form.bannerFailure} success={changed} />
      <FormField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        value={values.currentPassword}
        onChange={set('currentPassword')}
        error={form.fieldError('currentPassword')}
      />
      <FormField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        value={values.newPassword}
        onChange={set('newPassword')}
        hint="At least 8 characters."
        error={form.fieldError('newPassword')}
      />
      <FormField
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={form.fieldError('confirmPassword')}
      />
      <SubmitButton pending={form.pending} pendingLabel="Changing...">
        Change Password
      </SubmitButton>
    </form>
  );
}
