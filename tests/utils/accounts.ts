import { randomBytes, scryptSync } from 'node:crypto';
import { hashPassword } from '../../server/accounts/passwordHashing';
import { gql, type GraphQLResponse } from './graphql';
import { tokenFrom, type Mailbox } from './mailbox';
import type { TestServer } from './server';

export const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { message } }`;
export const VERIFY = `mutation Verify($token: String!) { verifyEmail(input: { token: $token }) { message email } }`;
export const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(input: { email: $email, password: $password }) { account { id email role } }
}`;
export const ADMIN_LOGIN = `mutation AdminLogin($email: String!, $password: String!) {
  adminLogin(input: { email: $email, password: $password }) { account { id role } }
}`;
export const VIEWER = '{ viewer { id name publicName email role } }';

export const PASSWORD = 'correct horse battery';

let passwordHash: Promise<string> | undefined;

/** A stored hash of PASSWORD, made once per test file: for accounts seeded directly that sign in or re-enter their password. */
export function passwordHashOfPassword(): Promise<string> {
  passwordHash ??= hashPassword(PASSWORD);
  return passwordHash;
}

/**
 * A stored hash of PASSWORD at a far lower scrypt cost than the server's (a stored hash names its
 * own cost): for seeding a room of accounts, or one under a flood of guesses, whose every check
 * would otherwise take a core 100 ms.
 */
export function quickPasswordHashOfPassword(): string {
  const cost = { N: 1024, r: 8, p: 1 };
  const salt = randomBytes(16);
  const key = scryptSync(PASSWORD, salt, 32, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const email = `poet.${Math.random().toString(36).slice(2, 10)}@gmail.com`;
  return { name: 'Palesa Mokoena', email, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true, ...overrides };
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookie(response: GraphQLResponse<unknown>): string {
  const header = response.headers.get('set-cookie') ?? '';
  const match = /spoken_session=([^;]+)/.exec(header);
  if (!match?.[1]) throw new Error(`no session cookie in: ${header}`);
  return `spoken_session=${match[1]}`;
}

/** Registers through the API, follows the mailed link, and logs in: returns the session cookie. */
export async function registerVerifyAndLogin(
  server: TestServer,
  mailbox: Mailbox,
  overrides: Record<string, unknown> = {},
): Promise<{ cookie: string; email: string; id: string }> {
  const input = registration(overrides);
  const registered = await gql(server, REGISTER, { input });
  if (registered.errors) throw new Error(JSON.stringify(registered.errors));
  const mail = await mailbox.next(input.email as string, /Verify/);
  await gql(server, VERIFY, { token: tokenFrom(mail, '/verify-email') });
  const login = await gql<{ login: { account: { id: string } } }>(server, LOGIN, { email: input.email, password: input.password });
  if (!login.data) throw new Error(JSON.stringify(login.errors));
  return { cookie: sessionCookie(login), email: input.email as string, id: login.data.login.account.id };
}
