import type { AccountClient } from '../api/account-client.js';
import { describeError, type DescribedError } from '../api/errors.js';
import { shopFailures } from '../api/shop-failures.js';
import type { ResultOf } from '../api/graphql.js';
import { CurrentUser, Login, Logout, Register, SocialLogin, SocialNonce, type UserFields } from '../api/operations/account.js';
import type { HumanCheck } from '../human-check/human-check.js';
import type { Lang } from '../i18n/languages.js';
import { $auth, loggedIn, loggedOut, registered, socialLoggedIn, userLoaded } from '../stores/auth.js';
import { takeRememberedPage } from '../stores/remembered-page.js';
import type { User } from '../stores/user.js';
import type { SignUpData } from '../validation/sign-up.js';
import { connectAccountCarts, finishSignIn, type AccountCarts } from './account-carts.js';

/** What the account session needs from the page. */
export interface AccountSessionOptions {
  client: AccountClient;
  lang: () => Lang;
  /** SPEC §7 Human check: asked for a token before a registration, and for a sign-in the server asks it for. */
  humanCheck: HumanCheck;
  /** The account's carts on the server (`createAccountCarts`); without them the local carts stay. */
  carts?: AccountCarts;
}

/** The server's answer to an attempt that needs the human check first (SECURITY-REVIEW M1). */
// Double-quoted: a server key, not a message key (resources.test.ts reads single-quoted ones).
export const HUMAN_CHECK_KEY = 'auth.humanCheck';

/** What a sign-in may tell the page while it runs. */
export interface SignInOptions {
  /** Called when the server asks for the human check, before it runs, so the page can say why. */
  onHumanCheck?: () => void;
}

/** Where to go after a sign-in, registration or sign-out, or what went wrong (SPEC §8 keys). */
export type SessionOutcome = { to: string; error?: undefined } | { to?: undefined; error: DescribedError };

/** A social sign-in's payload (SPEC §7 socialLogin). */
export interface SocialSignIn {
  id: string;
  type: 'google' | 'facebook';
  name?: string;
  email?: string;
  profile?: string;
  /** The nonce given to Google for this attempt (checked against the ID token by the server). */
  nonce?: string;
}

/** The page's account session: start-up, sign-in, registration, social sign-in and sign-out. */
export interface AccountSession {
  /** SPEC §4 Start-up: fetches the user once; a failed fetch counts as signed out. */
  start(): Promise<void>;
  /**
   * Signs in; when the server asks for the human check (many failed sign-ins of the account or
   * the address: `auth.humanCheck`) it runs the check and tries once more with its token.
   */
  signIn(email: string, password: string, options?: SignInOptions): Promise<SessionOutcome>;
  register(data: SignUpData): Promise<SessionOutcome>;
  /** SPEC §8: social login errors are swallowed (`undefined`). */
  socialSignIn(payload: SocialSignIn): Promise<SessionOutcome | undefined>;
  /** A nonce from the server for the next Google sign-in; undefined when it could not be had. */
  socialNonce(): Promise<string | undefined>;
  /** SPEC §2: sign out returns to /. */
  signOut(): Promise<SessionOutcome>;
}

type UserData = ResultOf<typeof UserFields>;

/** The store's User from the API's user fields (gender male, female or null: SPEC §3). */
export function toUser(user: UserData): User {
  const gender = user.gender === 'male' || user.gender === 'female' ? user.gender : null;
  return { ...user, gender, city: user.city ?? null };
}

/**
 * Creates the page's account session over the account client (SPEC §4 Auth flags, Start-up,
 * Sign-in, Sign-up; §8 messages).
 * @example const session = createAccountSession({ client, lang: () => $lang.get(), humanCheck }); await session.start();
 */
export function createAccountSession(options: AccountSessionOptions): AccountSession {
  const { client, lang } = options;
  let loading: Promise<void> | undefined;
  const land = async (): Promise<string> => (options.carts ? finishSignIn(options.carts) : takeRememberedPage());

  const load = async () => {
    const result = await client.query(CurrentUser, {}, lang());
    const user = result.data?.user;
    // SPEC §4 Start-up: a failed user fetch is ignored, so the visitor is treated as signed out.
    userLoaded(user ? toUser(user) : undefined);
    if (user && options.carts) await connectAccountCarts(options.carts);
  };

  return {
    start() {
      // After a sign-out `checked` is false again, so the next guard check asks the server anew.
      if (loading) return loading;
      if ($auth.get().checked) return Promise.resolve();
      loading = load().finally(() => (loading = undefined));
      return loading;
    },
    async signIn(email, password, signInOptions = {}) {
      const variables = { email: email.trim(), password };
      let result = await client.mutate(Login, variables, lang());
      if (result.error?.key === HUMAN_CHECK_KEY) {
        signInOptions.onHumanCheck?.();
        const token = await options.humanCheck.token('submit').catch(() => undefined);
        if (token === undefined) return { error: describeError(result.error, shopFailures.signIn) };
        result = await client.mutate(Login, { ...variables, token }, lang());
      }
      if (!result.data) return { error: describeError(result.error, shopFailures.signIn) };
      loggedIn(toUser(result.data.login.user));
      return { to: await land() };
    },
    async register(data) {
      let token: string;
      try {
        token = await options.humanCheck.token('submit');
      } catch {
        // The human check failed before anything was sent: the generic registration message.
        return { error: describeError(undefined, shopFailures.register) };
      }
      const { profile, ...fields } = data;
      const result = await client.mutate(Register, { ...fields, profile: profile || null, token }, lang());
      if (!result.data) return { error: describeError(result.error, shopFailures.register) };
      registered(toUser(result.data.register.user), result.data.register.status);
      return { to: await land() };
    },
    async socialSignIn(payload) {
      const result = await client.mutate(SocialLogin, payload, lang());
      if (!result.data) return undefined;
      socialLoggedIn(toUser(result.data.socialLogin.user));
      return { to: await land() };
    },
    async socialNonce() {
      return (await client.mutate(SocialNonce, {}, lang())).data?.socialNonce;
    },
    async signOut() {
      const result = await client.mutate(Logout, {}, lang());
      if (result.error) return { error: describeError(result.error, shopFailures.query) };
      loggedOut();
      return { to: '/' };
    },
  };
}
