import type { Updateable } from 'kysely';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { endSessionsOf } from '../../auth/sessions.js';
import { releaseAttempt, reserve } from '../../auth/throttle.js';
import { findUserById, updateUser } from '../../db/repositories/accounts/users.js';
import type { UserTable } from '../../db/tables/accounts.js';
import { badRequest, refused, unauthorized } from '../../errors.js';
import { type AccountContext, checkCity, checkTaken, rethrowDuplicate, sendVerificationMail, storedProfile, viewerRow } from './sign-in.js';
import { renderAccountMail } from '../../adapters/mail/templates/account-mail.js';
import { sendQuietly } from '../../adapters/mail/mail.js';
import type { UserRow } from '../../db/tables/accounts.js';
import { takeRateSlot } from '../../db/repositories/accounts/rate-events.js';
import { throttleKey } from '../../auth/client-address.js';
import type { StatusView } from './recovery.js';
import { userView, type UserView } from './views.js';

/** updateProfile's arguments, already parsed (resolvers/accounts). */
export interface ProfileInput {
  name: string;
  email: string;
  phone?: string | null;
  city?: number | null;
  address?: string | null;
  profile?: string | null;
  gender: 'male' | 'female' | null;
  dob: string | null;
  password?: string | null;
}

/** Which optional updateProfile arguments the caller sent (absent keeps, null clears). */
export type SentFields = ReadonlySet<string>;

/**
 * SPEC §7 updateProfile: name and email always; phone, city, address, profile, gender and dob
 * when sent. A new email must be free and is verified again (the account becomes pending). It
 * needs the current password (SECURITY-REVIEW L2: a stolen session cannot move the account to
 * another inbox; wrong ones count toward the sign-in throttle), the old address is told, and every
 * other session of the account ends.
 */
export async function updateProfile(ctx: AccountContext, args: ProfileInput, sent: SentFields): Promise<UserView> {
  const user = await viewerRow(ctx);
  const changes: Updateable<UserTable> = { name: args.name };
  const emailChanged = args.email.toLowerCase() !== user.email.toLowerCase();
  if (emailChanged) await checkCurrentPassword(ctx, user, args.password);
  if (emailChanged) Object.assign(changes, { email: args.email, status: 'pending' });
  else if (args.email !== user.email) changes.email = args.email;
  if (sent.has('phone') && args.phone) changes.phone = args.phone;
  if (sent.has('city')) {
    if (args.city) await checkCity(ctx, args.city);
    changes.city_id = args.city ?? null;
  }
  if (sent.has('address')) changes.address = args.address || null;
  if (sent.has('profile')) changes.profile = await storedProfile(ctx, args.profile);
  if (sent.has('gender')) changes.gender = args.gender;
  if (sent.has('dob')) changes.dob = args.dob;
  await checkTaken(ctx.db, emailChanged ? args.email : undefined, changes.phone as string | undefined, user.id);
  const updated = await updateUser(ctx.db, user.id, changes).catch(rethrowDuplicate);
  if (!updated) throw unauthorized();
  if (emailChanged) {
    const viewer = await ctx.requireViewer();
    await endSessionsOf(ctx.db, user.id, viewer.sessionId);
    await sendQuietly(ctx.accounts.mailer, 'the email-change mail', { to: user.email, ...renderAccountMail('emailChanged', user.lang, { name: user.name, link: `${ctx.publicUrl}/forgetpassword` }) });
    await sendVerificationMail(ctx, updated);
  }
  return userView(updated, ctx.publicUrl);
}

/**
 * The account's current password, checked like a sign-in (SECURITY-REVIEW L2): missing gives the
 * password field's required message, wrong gives `password.wrong` and counts toward the throttle.
 * An account made by social sign-in has no password: it changes its email through a reset first.
 */
async function checkCurrentPassword(ctx: AccountContext, user: UserRow, password: string | null | undefined): Promise<void> {
  if (!password) throw badRequest({ password: ['validation.passwordRequired'] });
  // The same budget as updatePassword's: reserved before the check (SECURITY-REVIEW M2), spent
  // only by someone signed in (M1).
  const attempt = await reserve(ctx.db, 'login', `user:${user.id}`, ctx.clientAddress);
  if (attempt.id === undefined) throw refused('auth.throttled');
  if (!user.password_hash || !(await verifyPassword(password.slice(0, 256), user.password_hash))) throw refused('password.wrong');
  await releaseAttempt(ctx.db, attempt.id);
}

/** Ends every session of the signed-in account, this one too (SECURITY-REVIEW L2: sign out everywhere; the resolver clears the cookie). */
export async function logoutEverywhere(ctx: AccountContext): Promise<StatusView> {
  const viewer = await ctx.requireViewer();
  await endSessionsOf(ctx.db, viewer.userId);
  return { status: 'ok' };
}

/** SPEC §7 updatePhone (SPEC §8: a taken phone gives input.phone.duplicate). */
export async function updatePhone(ctx: AccountContext, phone: string): Promise<UserView> {
  const user = await viewerRow(ctx);
  await checkTaken(ctx.db, undefined, phone, user.id);
  const updated = await updateUser(ctx.db, user.id, { phone }).catch(rethrowDuplicate);
  if (!updated) throw unauthorized();
  return userView(updated, ctx.publicUrl);
}

/**
 * SPEC §7 updatePassword: the old password must match; the new one replaces it and every other
 * session of the account ends (SECURITY D2). Wrong old passwords are throttled like sign-ins, on a
 * budget of the account's sessions, reserved before the check (SECURITY-REVIEW M2): only
 * someone signed in spends it, so strangers' failed sign-ins never block a password change (M1).
 */
export async function updatePassword(ctx: AccountContext, oldPassword: string, newPassword: string): Promise<StatusView> {
  const viewer = await ctx.requireViewer();
  const user = await findUserById(ctx.db, viewer.userId);
  if (!user) throw unauthorized();
  if (newPassword.length < 8) throw badRequest({ new: ['validation.passwordLength'] });
  if (newPassword.length > 256) throw badRequest({ new: ['input.password.max'] });
  const attempt = await reserve(ctx.db, 'login', `user:${user.id}`, ctx.clientAddress);
  if (attempt.id === undefined) throw refused('auth.throttled');
  if (!user.password_hash || !(await verifyPassword(oldPassword.slice(0, 256), user.password_hash))) {
    return { status: 'fail', message: 'password.wrong' };
  }
  await releaseAttempt(ctx.db, attempt.id);
  await updateUser(ctx.db, user.id, { password_hash: await hashPassword(newPassword, ctx.accounts.passwordCost) });
  await endSessionsOf(ctx.db, user.id, viewer.sessionId);
  return { status: 'ok' };
}

/** Upload URLs one account may ask for an hour (SECURITY-REVIEW M8). */
export const UPLOADS_PER_ACCOUNT_HOUR = 30;
/** Upload URLs one client address (IPv6: its /64, SECURITY-REVIEW-2 N9) may ask for an hour, signed in or not (SECURITY-REVIEW M8). */
export const UPLOADS_PER_ADDRESS_HOUR = 60;

/**
 * SPEC §7 signedUrl: a one-time upload URL, or bad.request for a name that is not
 * images/{name}.{jpg|jpeg|png|webp}. SECURITY-REVIEW M8: it needs a session or a passing human
 * check (`token`), and an account and a client address get only so many an hour.
 */
export async function signedUrl(ctx: AccountContext, file: string, token?: string | null): Promise<{ url: string }> {
  const viewer = await ctx.viewer();
  if (!viewer && !(token && (await ctx.humanCheck.verify({ token, action: 'submit' })))) throw refused('bad.request');
  const hour = 60 * 60 * 1000;
  if (viewer && !(await takeRateSlot(ctx.db, 'upload', `user:${viewer.userId}`, UPLOADS_PER_ACCOUNT_HOUR, hour))) throw refused('rate.limited');
  if (!(await takeRateSlot(ctx.db, 'upload', `address:${throttleKey(ctx.clientAddress)}`, UPLOADS_PER_ADDRESS_HOUR, hour))) throw refused('rate.limited');
  const url = await ctx.accounts.storage.signUpload(file, viewer?.userId);
  if (!url) throw badRequest({ file: ['validation.fileType'] });
  return { url };
}
