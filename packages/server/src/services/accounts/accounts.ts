import { requireVerifiedAccount, takeAccountRequest } from './account-limits.js';
import { logoutEverywhere, signedUrl, updatePassword, updatePhone, updateProfile, type ProfileInput, type SentFields } from './profile.js';
import { forgotPassword, resendEmail, resetPassword, verifyEmail } from './recovery.js';
import { currentUser, login, logout, register, type AccountContext, type RegisterInput } from './sign-in.js';
import { socialLogin, type SocialLoginInput } from './social.js';
import { issueSocialNonce } from './social-nonce.js';

/** What the accounts service needs of the request: the context the account rules are written against. */
export type AccountsOptions = Omit<AccountContext, 'db'>;

/**
 * Customer accounts (SPEC §7, §8): sign-up, sign-in, sessions, recovery, profile and uploads.
 * A sign-in answers the new session's token and the resolver sets the cookie: services never
 * touch HTTP.
 */
export function createAccounts(db: AccountContext['db'], options: AccountsOptions) {
  const ctx: AccountContext = { db, ...options };
  return {
    currentUser: () => currentUser(ctx),
    /** The social providers' public ids the sign-in buttons need. */
    socialProviders: () => ctx.accounts.social.publicIds,
    /** The human check's public settings (SPEC §7 humanCheck). */
    humanCheck: () => ctx.humanCheck.settings,
    register: (input: RegisterInput) => register(ctx, input),
    login: (email: string, password: string, token?: string | null) => login(ctx, email, password, token),
    socialLogin: (input: SocialLoginInput) => socialLogin(ctx, input),
    socialNonce: () => issueSocialNonce(ctx),
    logout: () => logout(ctx),
    logoutEverywhere: () => logoutEverywhere(ctx),
    resendEmail: () => resendEmail(ctx),
    /** Uses the verification mail's token (`/auth/verify`): where the browser goes next. */
    verifyEmail: (token: string, email: string) => verifyEmail(db, token, email),
    forgotPassword: (email: string, token?: string | null) => forgotPassword(ctx, email, token),
    resetPassword: (token: string, email: string, password: string) => resetPassword(ctx, token, email, password),
    signedUrl: (file: string, token?: string | null) => signedUrl(ctx, file, token),
    updateProfile: (input: ProfileInput, sent: SentFields) => updateProfile(ctx, input, sent),
    updatePassword: (old: string, next: string) => updatePassword(ctx, old, next),
    updatePhone: (phone: string) => updatePhone(ctx, phone),
    /**
     * SECURITY-REVIEW L3, M3: a customer's white-label or personalized request needs a verified
     * account and counts toward the account's hourly limit.
     */
    async takeRequest(userId: number, kind: 'whiteLabel' | 'personalized'): Promise<void> {
      await requireVerifiedAccount(db, userId);
      await takeAccountRequest(db, kind, userId);
    },
  };
}

/** The accounts service of one request. */
export type Accounts = ReturnType<typeof createAccounts>;
