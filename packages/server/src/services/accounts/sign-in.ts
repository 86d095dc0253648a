import type { Kysely } from 'kysely';
import { passesHumanCheck } from '../../adapters/human-check/human-check.js';
import { renderAccountMail } from '../../adapters/mail/templates/account-mail.js';
import { sendQuietly } from '../../adapters/mail/mail.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../auth/passwords.js';
import { endSession, startSession } from '../../auth/sessions.js';
import { issueToken } from '../../auth/one-time-tokens.js';
import { clearAttempts, reserveOrChallenge } from '../../auth/throttle.js';
import type { AccountAdapters } from '../../accounts-adapters.js';
import type { HumanCheckVerifier } from '../../adapters/human-check/human-check.js';
import type { Viewer } from '../../auth/viewer.js';
import { findCities } from '../../db/repositories/places/places.js';
import { findTaken, findUserByEmail, findUserById, insertUser } from '../../db/repositories/accounts/users.js';
import type { Database, Lang } from '../../db/types.js';
import type { UserRow } from '../../db/tables/accounts.js';
import { badRequest, refused, unauthorized, type Validation } from '../../errors.js';
import { userView, type AuthPayloadView, type UserView } from './views.js';

/** register's arguments, already parsed (resolvers/accounts). */
export interface RegisterInput {
  name: string;
  email: string;
  phone: string;
  password: string;
  city: number;
  dob: string | null | undefined;
  gender: 'male' | 'female' | null | undefined;
  profile?: string | null;
  token?: string | null;
}

/** What the account services use of the request (services/index.ts builds it). */
export interface AccountContext {
  db: Kysely<Database>;
  lang: Lang;
  publicUrl: string;
  humanCheck: HumanCheckVerifier;
  accounts: AccountAdapters;
  clientAddress: string;
  viewer(): Promise<Viewer | undefined>;
  requireViewer(): Promise<Viewer>;
}

/** A sign-in's answer and the new session's token, which the resolver sets as the cookie. */
export interface SignedIn {
  payload: AuthPayloadView;
  session: string;
}

/** PostgreSQL's unique_violation, raised when two requests race for one email or phone. */
export function uniqueViolation(error: unknown): string | undefined {
  const record = error as { code?: unknown; constraint?: unknown; message?: unknown } | undefined;
  if (record?.code !== '23505') return undefined;
  return typeof record.constraint === 'string' ? record.constraint : String(record.message ?? '');
}

/** The duplicate-email/phone answer of register and updateProfile (SPEC §8 Registration). */
export async function checkTaken(db: Kysely<Database>, email: string | undefined, phone: string | null | undefined, exceptId?: number): Promise<void> {
  const taken = await findTaken(db, { email, phone }, exceptId);
  const validation: Validation = {};
  if (taken.email) validation.email = ['input.email.duplicate'];
  if (taken.phone) validation.phone = ['input.phone.duplicate'];
  if (Object.keys(validation).length) throw badRequest(validation);
}

/** Turns a unique-index race into the duplicate answer; anything else is rethrown. */
export function rethrowDuplicate(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint?.includes('email')) throw badRequest({ email: ['input.email.duplicate'] });
  if (constraint?.includes('phone')) throw badRequest({ phone: ['input.phone.duplicate'] });
  throw error;
}

/**
 * Mails the verification link `/auth/verify?token&email` (24 h, single use). A mail server that
 * fails is logged, not thrown: the account exists either way and resendEmail can try again.
 * @returns whether the mail went out
 */
export async function sendVerificationMail(ctx: AccountContext, user: UserRow): Promise<boolean> {
  const token = await issueToken(ctx.db, user.id, 'verify');
  const link = `${ctx.publicUrl}/auth/verify?${new URLSearchParams({ token, email: user.email })}`;
  return sendQuietly(ctx.accounts.mailer, 'the verification mail', { to: user.email, ...renderAccountMail('verify', user.lang, { name: user.name, link }) });
}

/**
 * Signs a user in (SECURITY D2): the session the request came with (if any) is ended, so a
 * planted cookie never becomes an authenticated one, and a new one is started; the resolver puts
 * its token in the response's cookie.
 */
export async function signIn(ctx: AccountContext, user: UserRow): Promise<SignedIn> {
  const previous = await ctx.viewer();
  if (previous) await endSession(ctx.db, previous.sessionId);
  const session = await startSession(ctx.db, user.id);
  return { payload: { user: userView(user, ctx.publicUrl), status: user.status }, session };
}

/** The stored profile path of an uploaded picture, or bad.request (SPEC §7 Image upload). */
export async function storedProfile(ctx: AccountContext, profile: string | null | undefined): Promise<string | null> {
  if (!profile) return null;
  const stored = await ctx.accounts.storage.storedPath(profile, (await ctx.viewer())?.userId);
  if (!stored) throw badRequest({ profile: ['input.profile.invalid'] });
  return stored;
}

/** Throws bad.request unless the city exists. */
export async function checkCity(ctx: AccountContext, cityId: number): Promise<void> {
  const [city] = await findCities(ctx.db, ctx.lang, [cityId]);
  if (!city) throw badRequest({ city: ['input.city.invalid'] });
}

/**
 * SPEC §7 register: checks the fields, the human check and duplicates, creates a pending account
 * in the request's language, mails the verification link and signs in.
 */
export async function register(ctx: AccountContext, args: RegisterInput): Promise<SignedIn> {
  await checkCity(ctx, args.city);
  if (!args.token || !(await ctx.humanCheck.verify({ token: args.token, action: 'submit' }))) throw refused('bad.request');
  await checkTaken(ctx.db, args.email, args.phone);
  const profile = await storedProfile(ctx, args.profile);
  const user = await insertUser(ctx.db, {
    name: args.name,
    email: args.email,
    phone: args.phone,
    password_hash: await hashPassword(args.password, ctx.accounts.passwordCost),
    status: 'pending',
    profile,
    dob: args.dob,
    gender: args.gender,
    city_id: args.city,
    lang: ctx.lang,
  }).catch(rethrowDuplicate);
  await sendVerificationMail(ctx, user);
  return signIn(ctx, user);
}

/**
 * SPEC §7 login (SECURITY D3): the same `auth.failed` for an unknown email and a wrong password,
 * with a hash always computed. The attempt is reserved before the password is checked, so
 * parallel guesses never pass the limits (SECURITY-REVIEW M2); past them the sign-in needs a
 * human-check `token` (`auth.humanCheck` without one), never a lock, so the owner can always get
 * in (M1). Each login field counts, so aliases in one request count one by one.
 */
export async function login(ctx: AccountContext, email: string, password: string, token?: string | null): Promise<SignedIn> {
  await reserveOrChallenge(ctx.db, 'login', email, ctx.clientAddress, () => passesHumanCheck(ctx.humanCheck, token));
  const user = email ? await findUserByEmail(ctx.db, email) : undefined;
  const matches = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash(ctx.accounts.passwordCost)));
  // A wrong password leaves its reserved attempt as the failure it was.
  if (!user || !user.password_hash || !matches) throw refused('auth.failed');
  await clearAttempts(ctx.db, 'login', email);
  return signIn(ctx, user);
}

/** SPEC §7 logout: ends this session server-side (the resolver clears the cookie). */
export async function logout(ctx: AccountContext): Promise<{ status: 'ok' }> {
  const viewer = await ctx.viewer();
  if (viewer) await endSession(ctx.db, viewer.sessionId);
  return { status: 'ok' };
}

/** The signed-in user's row; unauthorized when the session's user is gone. */
export async function viewerRow(ctx: AccountContext): Promise<UserRow> {
  const viewer = await ctx.requireViewer();
  const user = await findUserById(ctx.db, viewer.userId);
  if (!user) throw unauthorized();
  return user;
}

/** SPEC §7 user: the signed-in customer, or null (no session, or an ended one). */
export async function currentUser(ctx: AccountContext): Promise<UserView | null> {
  const viewer = await ctx.viewer();
  const row = viewer ? await findUserById(ctx.db, viewer.userId) : undefined;
  return row ? userView(row, ctx.publicUrl) : null;
}
