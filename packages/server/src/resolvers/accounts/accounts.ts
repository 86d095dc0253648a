import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { loginArgs, passwordField, phoneField, profileArgs, registerArgs } from '../../services/accounts/rules.js';
import type { UserView } from '../../services/accounts/views.js';
import { currentUser, login, logout, register } from '../../services/accounts/sign-in.js';
import { logoutEverywhere, updatePassword, updatePhone, updateProfile, signedUrl } from '../../services/accounts/profile.js';
import { forgotPassword, resendEmail, resetPassword } from '../../services/accounts/recovery.js';
import { socialLogin } from '../../services/accounts/social.js';
import { issueSocialNonce } from '../../services/accounts/social-nonce.js';
import { parseArgs } from '../args.js';

// Thin resolvers: parse, call a service, shape (DESIGN §4). Rules live in services/accounts/.

const socialArgs = z.object({
  id: z.string().min(1, { error: 'input.id.invalid' }).max(8192, { error: 'input.id.invalid' }),
  type: z.enum(['google', 'facebook'], { error: 'input.type.invalid' }),
  name: z.string().max(200).nullish(),
  email: z.string().max(254).nullish(),
  profile: z.string().max(300).nullish(),
  nonce: z.string().max(200, { error: 'input.nonce.invalid' }).nullish(),
});

const text = (max: number) => z.string().max(max);

/** Resolvers of accounts: sign-up, sign-in, sessions, recovery, profile and uploads. */
export const accountResolvers = {
  Query: {
    user: (_: unknown, __: unknown, ctx: ShopContext) => currentUser(ctx),
    socialProviders: (_: unknown, __: unknown, ctx: ShopContext) => ctx.accounts.social.publicIds,
    humanCheck: (_: unknown, __: unknown, ctx: ShopContext) => ctx.humanCheck.settings,
  },
  Mutation: {
    register: (_: unknown, args: unknown, ctx: ShopContext) => register(ctx, parseArgs(registerArgs, args)),
    login: (_: unknown, args: unknown, ctx: ShopContext) => {
      const { email, password, token } = parseArgs(loginArgs, args);
      return login(ctx, email, password, token);
    },
    logout: (_: unknown, __: unknown, ctx: ShopContext) => logout(ctx),
    logoutEverywhere: (_: unknown, __: unknown, ctx: ShopContext) => logoutEverywhere(ctx),
    socialLogin: (_: unknown, args: unknown, ctx: ShopContext) => socialLogin(ctx, parseArgs(socialArgs, args)),
    socialNonce: (_: unknown, __: unknown, ctx: ShopContext) => issueSocialNonce(ctx),
    resendEmail: (_: unknown, __: unknown, ctx: ShopContext) => resendEmail(ctx),
    forgotPassword: (_: unknown, args: unknown, ctx: ShopContext) => {
      const parsed = parseArgs(z.object({ email: text(1000), token: text(4096).nullish() }), args);
      return forgotPassword(ctx, parsed.email, parsed.token);
    },
    resetPassword: (_: unknown, args: unknown, ctx: ShopContext) => {
      const parsed = parseArgs(z.object({ token: text(1000), email: text(1000), password: passwordField() }), args);
      return resetPassword(ctx, parsed.token, parsed.email, parsed.password);
    },
    signedUrl: (_: unknown, args: unknown, ctx: ShopContext) => {
      const parsed = parseArgs(z.object({ file: text(300), token: text(4000).nullish() }), args);
      return signedUrl(ctx, parsed.file, parsed.token);
    },
    updateProfile: async (_: unknown, args: Record<string, unknown>, ctx: ShopContext) => {
      await ctx.requireViewer();
      return updateProfile(ctx, parseArgs(profileArgs, args), new Set(Object.keys(args)));
    },
    updatePassword: async (_: unknown, args: unknown, ctx: ShopContext) => {
      await ctx.requireViewer();
      const parsed = parseArgs(z.object({ old: text(1000), new: text(1000) }), args);
      return updatePassword(ctx, parsed.old, parsed.new);
    },
    updatePhone: async (_: unknown, args: unknown, ctx: ShopContext) => {
      await ctx.requireViewer();
      return updatePhone(ctx, parseArgs(z.object({ phone: phoneField() }), args).phone);
    },
  },
  User: {
    city: (user: UserView, _: unknown, { places }: ShopContext) => (user.cityId === null ? null : places.city(user.cityId)),
  },
};



