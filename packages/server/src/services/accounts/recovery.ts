import type { Kysely } from 'kysely';
import { passesHumanCheck } from '../../adapters/human-check/human-check.js';
import { renderAccountMail } from '../../adapters/mail/templates/account-mail.js';
import { sendQuietly } from '../../adapters/mail/mail.js';
import { consumeToken, issueToken } from '../../auth/one-time-tokens.js';
import { hashPassword } from '../../auth/passwords.js';
import { endSessionsOf } from '../../auth/sessions.js';
import { clearAttempts, HUMAN_CHECK_KEY, reserve } from '../../auth/throttle.js';
import { runInBackground } from '../../internal/background.js';
import { activateUser, findUserByEmail, updateUser } from '../../db/repositories/accounts/users.js';
import type { Database } from '../../db/types.js';
import { type AccountContext, sendVerificationMail, viewerRow } from './sign-in.js';

/** What a status-only mutation answers (schema Status). */
export interface StatusView {
  status: 'ok' | 'fail';
  message?: string;
}

/** Where `/auth/verify` sends the browser: SPEC §2 /verification/{success|verified|failed}. */
export type VerificationOutcome = 'success' | 'verified' | 'failed';

/**
 * Uses a verification link: a valid token of that email's account activates it (success); a
 * used or wrong token of an account already active answers verified; anything else failed.
 */
export async function verifyEmail(db: Kysely<Database>, token: string, email: string): Promise<VerificationOutcome> {
  const user = email ? await findUserByEmail(db, email) : undefined;
  if (!user) return 'failed';
  const userId = await consumeToken(db, token, 'verify', user.id);
  if (userId !== undefined) return (await activateUser(db, userId)) ? 'success' : 'verified';
  return user.status === 'active' ? 'verified' : 'failed';
}

/** SPEC §7 resendEmail: a new verification link for the signed-in, still pending account. */
export async function resendEmail(ctx: AccountContext): Promise<StatusView> {
  const user = await viewerRow(ctx);
  if (user.status !== 'pending') return { status: 'fail', message: 'account.notPending' };
  // Reserved before the mail, in one step (SECURITY-REVIEW M2).
  const attempt = await reserve(ctx.db, 'forgot', user.email.toLowerCase(), ctx.clientAddress);
  if (attempt.id === undefined) return { status: 'fail', message: 'auth.throttled' };
  return (await sendVerificationMail(ctx, user)) ? { status: 'ok' } : { status: 'fail', message: 'mail.failed' };
}

/**
 * SPEC §7 forgotPassword (SECURITY D4): `ok` whether the email is known or not, in the same time
 * (SECURITY-REVIEW L15: the account is looked up and the one-hour, single-use link mailed after
 * the answer), built from the configured public URL (never the Host header). Each request is
 * reserved in one step (M2): past 3 an hour for one email nothing more is mailed to it; past the
 * client address's limit the request needs a human-check `token` (`auth.humanCheck`), so a shared
 * address never stops a customer from resetting (M1, M10).
 */
export async function forgotPassword(ctx: AccountContext, rawEmail: string, token?: string | null): Promise<StatusView> {
  const email = rawEmail.trim().toLowerCase();
  if (!email || email.length > 254) return { status: 'ok' };
  let attempt = await reserve(ctx.db, 'forgot', email, ctx.clientAddress);
  if (attempt.full === 'address') {
    if (!(await passesHumanCheck(ctx.humanCheck, token))) return { status: 'fail', message: HUMAN_CHECK_KEY };
    attempt = await reserve(ctx.db, 'forgot', email, ctx.clientAddress, { addressChecked: true });
  }
  if (attempt.id !== undefined) runInBackground('reset mail', () => mailResetLink(ctx, email));
  return { status: 'ok' };
}

async function mailResetLink(ctx: AccountContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = await issueToken(ctx.db, user.id, 'reset');
  const link = `${ctx.publicUrl}/resetpassword?${new URLSearchParams({ token, email: user.email })}`;
  await sendQuietly(ctx.accounts.mailer, 'the reset mail', { to: user.email, ...renderAccountMail('reset', user.lang, { name: user.name, link }) });
}

/**
 * SPEC §7 resetPassword (SECURITY D4): the token is used up atomically (of concurrent uses one
 * wins), the password replaced, every session of the account ended; no one is signed in.
 * A reset proves the mailbox, so a pending account becomes active.
 */
export async function resetPassword(ctx: AccountContext, token: string, email: string, password: string): Promise<StatusView> {
  const invalid: StatusView = { status: 'fail', message: 'reset.invalid' };
  const user = await findUserByEmail(ctx.db, email.trim());
  if (!user) return invalid;
  const userId = await consumeToken(ctx.db, token, 'reset', user.id);
  if (userId === undefined) return invalid;
  await updateUser(ctx.db, userId, { password_hash: await hashPassword(password, ctx.accounts.passwordCost), status: 'active' });
  await endSessionsOf(ctx.db, userId);
  await clearAttempts(ctx.db, 'login', user.email.toLowerCase());
  return { status: 'ok' };
}
