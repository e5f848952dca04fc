import { FormField } from './FormField';

type AccountField = 'name' | 'email' | 'password';

export interface NewAccountFieldsProps {
  values: Record<AccountField, string>;
  onChange: (field: AccountField) => (value: string) => void;
  fieldError: (field: AccountField) => string | undefined;
  autoFocus?: boolean;
}

/** Full name, Gmail address and new password: what both the poet and the admin registration ask for. */
export function NewAccountFields({ values, onChange, fieldError, autoFocus }: NewAccountFieldsProps) {
  return (
    <>
      <FormField
        label="Full name"
        name="name"
        autoComplete="name"
        autoFocus={autoFocus}
        required
        value={values.name}
        onChange={onChange('name')}
        error={fieldError('name')}
      />
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={onChange('email')}
        hint="A Gmail address (@gmail.com)."
        error={fieldError('email')}
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        value={values.password}
        onChange={onChange('password')}
        hint="At least 8 characters."
        error={fieldError('password')}
      />
    </>
  );
}
