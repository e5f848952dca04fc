import { LOGIN, PASSWORD, VIEWER, registerVerifyAndLogin, sessionCookie } from '../utils/accounts';
import { errorCode, gql } from '../utils/graphql';
import { tokenFrom } from '../utils/mailbox';
import { SESSION_ENDED_CLOSE_CODE } from '../../server/socket/sessionUpkeep';
import { openSocket } from '../utils/sockets';
import { withTestServer } from '../utils/withTestServer';

const FORGOT = `mutation Forgot($email: String!) { requestPasswordReset(input: { email: $email }) { message } }`;
const RESET = `mutation Reset($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`;
const CHANGE = `mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) { message } }`;
const NEW_PASSWORD = 'a brand new secret';

describe('passwords', () => {
  const given = withTestServer({ mailbox: true });

  it('resets a forgotten password by mail, once, and ends every session', async () => {
    const poet = await registerVerifyAndLogin(given.server, given.mailbox);
    const socket = await openSocket(given.server, { cookie: poet.cookie });

    const asked = await gql(given.server, FORGOT, { email: poet.email });
    expect(asked.data).toEqual({
      requestPasswordReset: { message: 'If an account exists for that email, a password reset link is on its way.' },
    });
    const unknown = await gql(given.server, FORGOT, { email: 'no.such.poet@gmail.com' });
    expect(unknown.data).toEqual(asked.data);

    const token = tokenFrom(await given.mailbox.next(poet.email, /Reset/), '/reset-password');
    const mismatch = await gql(given.server, RESET, { input: { token, password: NEW_PASSWORD, confirmPassword: 'other thing' } });
    expect(mismatch.errors?.[0]?.message).toBe('Passwords do not match');

    const reset = await gql(given.server, RESET, { input: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect(reset.data).toEqual({ resetPassword: { message: 'Your password has been reset. You can now log in.' } });
    expect(await socket.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect((await gql(given.server, VIEWER, {}, { cookie: poet.cookie })).data).toEqual({ viewer: null });

    const again = await gql(given.server, RESET, { input: { token, password: 'third password', confirmPassword: 'third password' } });
    expect(again.errors?.[0]?.message).toBe('This link is invalid or has expired.');
    expect(errorCode(await gql(given.server, LOGIN, { email: poet.email, password: PASSWORD }))).toBe('UNAUTHENTICATED');
    expect((await gql(given.server, LOGIN, { email: poet.email, password: NEW_PASSWORD })).data).toBeTruthy();
    await given.mailbox.next(poet.email, /password was changed/);
    await socket.dispose();
  });

  it('changes the password with the current one, ending only the other sessions', async () => {
    const poet = await registerVerifyAndLogin(given.server, given.mailbox);
    const otherLogin = await gql(given.server, LOGIN, { email: poet.email, password: PASSWORD });
    const otherCookie = sessionCookie(otherLogin);

    const wrong = await gql(given.server, CHANGE, {
      input: { currentPassword: 'not my password', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    }, { cookie: poet.cookie });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Your current password is incorrect.', extensions: { field: 'currentPassword' } });

    const changed = await gql(given.server, CHANGE, {
      input: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    }, { cookie: poet.cookie });
    expect(changed.data).toEqual({ changePassword: { message: 'Your password has been changed.' } });
    expect((await gql(given.server, VIEWER, {}, { cookie: poet.cookie })).data?.viewer).toBeTruthy();
    expect((await gql(given.server, VIEWER, {}, { cookie: otherCookie })).data).toEqual({ viewer: null });
    expect((await gql(given.server, LOGIN, { email: poet.email, password: NEW_PASSWORD })).data).toBeTruthy();
  });

  it('asks a visitor to sign in before changing a password', async () => {
    const response = await gql(given.server, CHANGE, { input: { currentPassword: 'a', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect(errorCode(response)).toBe('UNAUTHENTICATED');
  });
});
