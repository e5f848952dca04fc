import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql, type DocumentType } from '../../../__generated__';
import { FieldFrame } from '../../../components/form/FieldFrame';
import { FormField } from '../../../components/form/FormField';
import { GoogleButton } from '../../../components/GoogleButton';
import { Notice } from '../../../components/form/Notice';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useFormAction } from '../../../components/form/useFormAction';
import { PageLoading } from '../../../components/PageLoading';
import { QueryCell } from '../../../components/QueryCell';
import { formatDate } from '../../../lib/format';

const BankDetailsFormQuery = graphql(`
  query BankDetailsFormQuery {
    bankOptions {
      banks
      accountTypes
    }
    myBankDetails {
      bankName
      accountType
      accountNumber
      branchCode
      accountHolder
      updatedAt
    }
    viewer {
      id
      hasPassword
      googleAuth
    }
    signInOptions {
      googleClientId
    }
  }
`);

const SaveBankDetailsMutation = graphql(`
  mutation SaveBankDetailsMutation($input: BankDetailsInput!) {
    saveBankDetails(input: $input) {
      message
      bankDetails {
        bankName
        accountType
        accountNumber
        branchCode
        accountHolder
        updatedAt
      }
    }
  }
`);

const DETAILS = ['bankName', 'accountType', 'accountNumber', 'branchCode', 'accountHolder'] as const;
// A failure about the Google confirmation shows in the banner, as it names no field on the form.
const FIELDS = [...DETAILS, 'currentPassword'] as const;
type Field = (typeof DETAILS)[number];
type Values = Record<Field, string>;

/** How the poet confirms it is them before saving: their password, or a fresh Google sign-in (its client id). */
type Confirmation = { kind: 'password' } | { kind: 'google'; clientId: string } | { kind: 'none' };

const EMPTY: Values = { bankName: '', accountType: '', accountNumber: '', branchCode: '', accountHolder: '' };

/** How each account type the API names is put to people. */
const ACCOUNT_TYPE_LABELS: Record<string, string> = { Savings: 'Savings', Cheque: 'Cheque/Current', Credit: 'Credit Card' };

const digitsOnly = (value: string) => value.replace(/\s+/g, '');

/** The spec's rules, checked before sending; the server checks them again. */
function browserCheck(values: Values): { message: string; field: Field } | null {
  const missing = (['bankName', 'accountType', 'accountNumber', 'accountHolder'] as const).find((field) => values[field].trim() === '');
  if (missing) return { message: 'Please fill in all required fields.', field: missing };
  if (!/^\d{5,16}$/.test(digitsOnly(values.accountNumber))) {
    return { message: 'Account number must be between 5 and 16 digits', field: 'accountNumber' };
  }
  const branchCode = digitsOnly(values.branchCode);
  if (branchCode !== '' && !/^\d{4,6}$/.test(branchCode)) return { message: 'Branch code must be between 4 and 6 digits', field: 'branchCode' };
  return null;
}

/** The confirmation the poet's account allows: a password first, else Google where it is set up. */
function confirmationOf({ viewer, signInOptions }: DocumentType<typeof BankDetailsFormQuery>): Confirmation {
  const clientId = signInOptions.googleClientId;
  if (viewer?.hasPassword) return { kind: 'password' };
  if (viewer?.googleAuth && clientId) return { kind: 'google', clientId };
  return { kind: 'none' };
}

/** The bank account rewards are paid into: the poet's saved details, ready to change. */
export function BankDetailsForm() {
  const result = useQuery(BankDetailsFormQuery);
  return (
    <QueryCell result={result} loading={<PageLoading label="Loading your bank details…" />}>
      {(data) => {
        const saved = data.myBankDetails;
        return (
          <BankDetailsFields
            confirmation={confirmationOf(data)}
            banks={data.bankOptions.banks}
            accountTypes={data.bankOptions.accountTypes}
            initial={
              saved
                ? { bankName: saved.bankName, accountType: saved.accountType, accountNumber: saved.accountNumber, branchCode: saved.branchCode ?? '', accountHolder: saved.accountHolder }
                : EMPTY
            }
            savedOn={saved?.updatedAt ?? null}
          />
        );
      }}
    </QueryCell>
  );
}

interface BankDetailsFieldsProps {
  confirmation: Confirmation;
  banks: readonly string[];
  accountTypes: readonly string[];
  initial: Values;
  savedOn: string | null;
}

function BankDetailsFields({ confirmation, banks, accountTypes, initial, savedOn }: BankDetailsFieldsProps) {
  const [values, setValues] = useState<Values>(initial);
  const [currentPassword, setCurrentPassword] = useState('');
  const [success, setSuccess] = useState<string | null>(null);
  const [save] = useMutation(SaveBankDetailsMutation, { refetchQueries: [BankDetailsFormQuery] });
  const form = useFormAction(FIELDS);

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setSuccess(null);
  };

  /** Sends the details with the password typed, or with the ID token of the Google sign-in just made. */
  const send = (googleCredential?: string) => {
    setSuccess(null);
    const problem = browserCheck(values);
    if (problem) {
      form.fail(problem);
      return;
    }
    void form.run(async () => {
      const branchCode = digitsOnly(values.branchCode);
      const proof = googleCredential ? { googleCredential } : { currentPassword };
      const { data } = await save({
        variables: { input: { ...values, accountNumber: digitsOnly(values.accountNumber), branchCode: branchCode || null, ...proof } },
      });
      if (!data) return;
      setSuccess(data.saveBankDetails.message);
      setCurrentPassword('');
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={submit} aria-busy={form.pending} aria-label="Bank details" className="bank-details-form" noValidate>
      {form.bannerFailure ? (
        <Notice tone="error">
          <p>Failed to save bank details: {form.bannerFailure.message}</p>
        </Notice>
      ) : null}
      {success ? (
        <Notice tone="success">
          <p>{success}</p>
        </Notice>
      ) : null}
      <FieldFrame label="Bank name" error={form.fieldError('bankName')}>
        {(control) => (
          <select {...control} name="bankName" required value={values.bankName} onChange={(event) => set('bankName')(event.target.value)}>
            <option value="">Select your bank</option>
            {banks.map((bank) => (
              <option key={bank} value={bank}>
                {bank}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame label="Account type" error={form.fieldError('accountType')}>
        {(control) => (
          <select {...control} name="accountType" required value={values.accountType} onChange={(event) => set('accountType')(event.target.value)}>
            <option value="">Select account type</option>
            {accountTypes.map((type) => (
              <option key={type} value={type}>
                {ACCOUNT_TYPE_LABELS[type] ?? type}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FormField
        label="Account number"
        name="accountNumber"
        inputMode="numeric"
        autoComplete="off"
        required
        value={values.accountNumber}
        onChange={set('accountNumber')}
        hint="5 to 16 digits."
        error={form.fieldError('accountNumber')}
      />
      <FormField
        label="Branch code (optional)"
        name="branchCode"
        inputMode="numeric"
        autoComplete="off"
        value={values.branchCode}
        onChange={set('branchCode')}
        hint="4 to 6 digits."
        error={form.fieldError('branchCode')}
      />
      <FormField
        label="Account holder"
        name="accountHolder"
        autoComplete="name"
        required
        maxLength={100}
        value={values.accountHolder}
        onChange={set('accountHolder')}
        error={form.fieldError('accountHolder')}
      />
      {confirmation.kind === 'google' ? (
        <div className="field">
          <p className="field-hint">To save, confirm it is you by signing in with Google again. We email you whenever these details change.</p>
          <GoogleButton clientId={confirmation.clientId} text="continue_with" disabled={form.pending} onCredential={send} />
        </div>
      ) : (
        <>
          <FormField
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={setCurrentPassword}
            hint={
              confirmation.kind === 'password'
                ? 'Needed to save changes, so nobody else can redirect your rewards. We email you whenever these details change.'
                : 'Saving needs your password. Set one with "Forgot password" on the login page.'
            }
            error={form.fieldError('currentPassword')}
          />
          <SubmitButton pending={form.pending} pendingLabel="Saving...">
            Save Bank Details
          </SubmitButton>
        </>
      )}
      {savedOn ? <p className="field-hint">Last saved {formatDate(savedOn)}.</p> : null}
    </form>
  );
}
