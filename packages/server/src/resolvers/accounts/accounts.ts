import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { EMAIL_MAX_LENGTH, MAX_PASSWORD_LENGTH, NAME_MAX_LENGTH } from '@candleshop/rules';
import { zodAddress } from '../../internal/zod-rules.js';
import { cityField, dobField, emailField, genderField, nameField, passwordField, phoneField } from './account-fields.js';
import type { UserView } from '../../services/accounts/views.js';
import type { SignedIn } from '../../services/accounts/sign-in.js';
import { clearedSessionCookie, sessionCookie } from '../../auth/sessions.js';
import { idArg, parseArgs } from '../args.js';

// Thin resolvers: parse, call a service, shape (DESIGN §4). Rules live in services/accounts/.

/** register's arguments (SPEC §3 Registration payload); the contract test feeds it the shared rules table. */
export const registerArgs = z.object({
  name: nameField(),
  email: emailField(),
  phone: phoneField(),
  password: passwordField(),
  city: cityField(),
  dob: dobField(),
  gender: genderField(),
  profile: z.string().max(300).nullish(),
  // SPEC §7 lists token among register's optional arguments; without one the human check fails.
  token: z.string().max(4096).nullish(),
});

/** login's arguments: no rules beyond being strings (SPEC §5 Sign-in). */
const loginArgs = z.object({
  email: z
    .string()
    .max(EMAIL_MAX_LENGTH)
    .transform((email) => email.trim().toLowerCase()),
  password: z.string().max(MAX_PASSWORD_LENGTH, { error: 'auth.failed' }),
  // SECURITY-REVIEW M1: past the throttle's limits a sign-in carries a human-check token.
  token: z.string().max(4096, { error: 'input.token.invalid' }).nullish(),
});

/** updateProfile's arguments; absent optional fields keep their value, null clears it. */
const profileArgs = z.object({
  name: nameField(),
  email: emailField(),
  phone: phoneField().nullish(),
  city: z.string().pipe(idArg('city')).nullish(),
  address: zodAddress().nullish(),
  profile: z.string().max(300).nullish(),
  gender: genderField(),
  dob: dobField(),
  // SECURITY-REVIEW L2: optional (SPEC §7's call stays as it is), required when the email changes.
  password: z.string().max(1000, { error: 'input.password.max' }).nullish(),
});

const socialArgs = z.object({
  id: z.string().min(1, { error: 'input.id.invalid' }).max(8192, { error: 'input.id.invalid' }),
  type: z.enum(['google', 'facebook'], { error: 'input.type.invalid' }),
  name: z.string().max(NAME_MAX_LENGTH).nullish(),
  email: z.string().max(EMAIL_MAX_LENGTH).nullish(),
  profile: z.string().max(300).nullish(),
  nonce: z.string().max(200, { error: 'input.nonce.invalid' }).nullish(),
});

const text = (max: number) => z.string().max(max);

/** Sets the new session's cookie on the response (SECURITY D2) and answers the payload. */
async function withSession(ctx: ShopContext, signingIn: Promise<SignedIn>) {
  const { payload, session } = await signingIn;
  ctx.responseCookies.push(sessionCookie(ctx.publicUrl, session));
  return payload;
}

/** Clears the session cookie once the service has ended the session. */
async function clearingSession<T>(ctx: ShopContext, ending: Promise<T>): Promise<T> {
  const answer = await ending;
  ctx.responseCookies.push(clearedSessionCookie(ctx.publicUrl));
  return answer;
}

/** Resolvers of accounts: sign-up, sign-in, sessions, recovery, profile and uploads. */
export const accountResolvers = {
  Query: {
    user: (_: unknown, __: unknown, ctx: ShopContext) => ctx.services.accounts.currentUser(),
    socialProviders: (_: unknown, __: unknown, ctx: ShopContext) => ctx.services.accounts.socialProviders(),
    humanCheck: (_: unknown, __: unknown, ctx: ShopContext) => ctx.services.accounts.humanCheck(),
  },
  Mutation: {
    register: (_: unknown, args: unknown, ctx: ShopContext) => withSession(ctx, ctx.services.accounts.register(parseArgs(registerArgs, args))),
    login: (_: unknown, args: unknown, ctx: ShopContext) => {
      const { email, password, token } = parseArgs(loginArgs, args);
      return withSession(ctx, ctx.services.accounts.login(email, password, token));
    },
    logout: (_: unknown, __: unknown, ctx: ShopContext) => clearingSession(ctx, ctx.services.accounts.logout()),
    logoutEverywhere: (_: unknown, __: unknown, ctx: ShopContext) => clearingSession(ctx, ctx.services.accounts.logoutEverywhere()),
    socialLogin: (_: unknown, args: unknown, ctx: ShopContext) => withSession(ctx, ctx.services.accounts.socialLogin(parseArgs(socialArgs, args))),
    socialNonce: (_: unknown, __: unknown, ctx: ShopContext) => ctx.services.accounts.socialNonce(),
    resendEmail: (_: unknown, __: unknown, ctx: ShopContext) => ctx.services.accounts.resendEmail(),
    forgotPassword: (_: unknown, args: unknown, ctx: ShopContext) => {
      const parsed = parseArgs(z.object({ email: text(1000), token: text(4096).nullish() }), args);
      return ctx.services.accounts.forgotPassword(parsed.email, parsed.token);
    },
    resetPassword: (_: unknown, args: unknown, ctx: ShopContext) => {
      const parsed = parseArgs(z.object({ token: text(1000), email: text(1000), password: passwordField() }), args);
      return ctx.services.accounts.resetPassword(parsed.token, parsed.email, parsed.password);
    },
    signedUrl: (_: unknown, args: unknown, ctx: ShopContext) => {
      const parsed = parseArgs(z.object({ file: text(300), token: text(4000).nullish() }), args);
      return ctx.services.accounts.signedUrl(parsed.file, parsed.token);
    },
    updateProfile: async (_: unknown, args: Record<string, unknown>, ctx: ShopContext) => {
      await ctx.requireViewer();
      return ctx.services.accounts.updateProfile(parseArgs(profileArgs, args), new Set(Object.keys(args)));
    },
    updatePassword: async (_: unknown, args: unknown, ctx: ShopContext) => {
      await ctx.requireViewer();
      const parsed = parseArgs(z.object({ old: text(1000), new: text(1000) }), args);
      return ctx.services.accounts.updatePassword(parsed.old, parsed.new);
    },
    updatePhone: async (_: unknown, args: unknown, ctx: ShopContext) => {
      await ctx.requireViewer();
      return ctx.services.accounts.updatePhone(parseArgs(z.object({ phone: phoneField() }), args).phone);
    },
  },
  User: {
    city: (user: UserView, _: unknown, { services }: ShopContext) => (user.cityId === null ? null : services.places.city(user.cityId)),
  },
};
