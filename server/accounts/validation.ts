import { UserInputError } from '../errors';
import { looksLikeEmail } from './email';

export const LIMITS = {
  nameMax: 100,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  publicNameMax: 60,
  reasonMax: 500,
  tokenMax: 200,
} as const;

/** A trimmed name of 1-100 characters. */
export function validName(value: string, field = 'name'): string {
  const name = value.trim();
  if (name === '') throw new UserInputError('Please enter your name.', field);
  if (name.length > LIMITS.nameMax) throw new UserInputError(`Name must be at most ${LIMITS.nameMax} characters.`, field);
  return name;
}

/** A trimmed address of at most 254 characters that looks like an email address. */
export function validEmail(value: string): string {
  const email = value.trim();
  if (email.length > LIMITS.emailMax) throw new UserInputError(`Email must be at most ${LIMITS.emailMax} characters.`, 'email');
  if (!looksLikeEmail(email)) throw new UserInputError('Please enter a valid email address.', 'email');
  return email;
}

/** A new password: 8-128 characters, typed the same twice. */
export function validNewPassword(password: string, confirmation: string, field = 'password'): string {
  if (password.length < LIMITS.passwordMin) {
    throw new UserInputError(`Password must be at least ${LIMITS.passwordMin} characters.`, field);
  }
  if (password.length > LIMITS.passwordMax) {
    throw new UserInputError(`Password must be at most ${LIMITS.passwordMax} characters.`, field);
  }
  if (password !== confirmation) throw new UserInputError('Passwords do not match', 'confirmPassword');
  return password;
}

/** Guards the slow hash from huge inputs on sign-in, where the rules for new passwords do not apply. */
export function boundedSecret(value: string, field: string): string {
  if (value.length > LIMITS.passwordMax) throw new UserInputError(`Password must be at most ${LIMITS.passwordMax} characters.`, field);
  return value;
}

export function boundedToken(value: string): string {
  if (value.length === 0 || value.length > LIMITS.tokenMax) throw new UserInputError('This link is invalid or has expired.', 'token');
  return value;
}
