import type { Page } from 'playwright-core';
import type { UserRow } from '../../server/db/schema';
import { SESSION_COOKIE } from '../../server/http/cookies';
import { PASSWORD, passwordHashOfPassword } from '../utils/accounts';
import { seedUser, signIn, type SeedUser } from '../utils/scenarios';
import type { TestServer } from '../utils/server';

export { PASSWORD };

export const TERMS = 'I agree that my submitted poems may be used on social media platforms if accepted';

/** A verified account that logs in with PASSWORD. */
export async function seedPerson(server: TestServer, seed: SeedUser = {}): Promise<UserRow> {
  return seedUser(server.db, { passwordHash: await passwordHashOfPassword(), ...seed });
}

export function newGmailAddress(): string {
  return `poet.${Math.random().toString(36).slice(2, 10)}@gmail.com`;
}

/** Fills the registration form the page is on, ticks the terms and presses 'Create Account'. */
export async function fillRegistration(page: Page, email: string, confirmPassword = PASSWORD): Promise<void> {
  await page.getByLabel('Full name').fill('Palesa Mokoena');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(confirmPassword);
  await page.getByLabel(TERMS).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Fills the login form the page is on and presses 'Log In'. */
export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

/** Opens a session for `user` and hands its cookie to the page's browser context, as a login would. */
export async function signInAs(page: Page, server: TestServer, user: UserRow): Promise<void> {
  const { token } = await signIn(server, user);
  await page.context().addCookies([{ name: SESSION_COOKIE, value: token, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
}
