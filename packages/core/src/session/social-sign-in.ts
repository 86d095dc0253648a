import type { AccountSession, SessionOutcome } from './account-session.js';

/** The part of Google Identity Services the sign-in uses (`google.accounts.id`). */
export interface GoogleIdentity {
  initialize(config: { client_id: string; nonce: string; callback: (response: { credential?: string }) => void; auto_select?: boolean }): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
}

/** The part of the Facebook JS SDK the sign-in uses (`FB`). */
export interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: { authResponse?: { accessToken?: string } | null }) => void, options: { scope: string }): void;
}

/** What the flows need from the browser; fakes stand in for it in unit tests. */
export interface SocialBrowser {
  /** Adds a script once per address; rejects when it cannot load. */
  loadScript(src: string): Promise<void>;
  google(): GoogleIdentity | undefined;
  facebook(): FacebookSdk | undefined;
  log(message: string, error?: unknown): void;
}

export const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
export const facebookScript = (locale: string) => `https://connect.facebook.net/${locale}/sdk.js`;
const FACEBOOK_VERSION = 'v19.0';
/** SPEC §6: Facebook asks for the public profile and the email. */
const FACEBOOK_SCOPE = 'public_profile,email';

// Sorani has no locale of its own at Google or Facebook: its readers get the Arabic-script one.
const facebookLocale = (lang: string) => (lang === 'en' ? 'en_US' : 'ar_AR');
const googleLocale = (lang: string) => (lang === 'en' ? 'en' : 'ar');

const loading = new Map<string, Promise<void>>();

/** The real browser: script elements, `window.google` / `window.FB`. */
export const realSocialBrowser: SocialBrowser = {
  loadScript(src) {
    let pending = loading.get(src);
    if (!pending) {
      pending = new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = src;
        script.async = true;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error(`could not load ${src}`));
        document.head.append(script);
      });
      // A failed load may be retried on a later page visit.
      pending.catch(() => loading.delete(src));
      loading.set(src, pending);
    }
    return pending;
  },
  google: () => (globalThis as { google?: { accounts?: { id?: GoogleIdentity } } }).google?.accounts?.id,
  facebook: () => (globalThis as { FB?: FacebookSdk }).FB,
  log: (message, error) => console.warn(`candleshop: ${message}`, error ?? ''),
};

/** Options of {@link createSocialFlows}. */
export interface SocialFlowsOptions {
  /** Signs in, and gives the server's nonce for each Google attempt (SECURITY-REVIEW L16). */
  session: Pick<AccountSession, 'socialSignIn' | 'socialNonce'>;
  /** Called with where a successful sign-in leads (SPEC §4 Sign-in). */
  onSignedIn: (outcome: SessionOutcome) => void;
  browser?: SocialBrowser;
}

/** The Google and Facebook browser flows (SPEC §2, §6; SECURITY D5: a server nonce per attempt). */
export interface SocialFlows {
  /** Loads GIS and renders Google's button into `container`; false (nothing shown) when it cannot. */
  mountGoogle(container: HTMLElement, clientId: string, lang: string): Promise<boolean>;
  /** Loads and initialises the Facebook SDK; false when it cannot (the button stays hidden). */
  prepareFacebook(appId: string, lang: string): Promise<boolean>;
  /** Opens Facebook's login popup; call from the click handler, after prepareFacebook. */
  facebookLogin(): void;
}

/**
 * Creates the social sign-in flows. Every failure is swallowed (SPEC §8): a script that does not
 * load leaves its button hidden, a refused login changes nothing; both are logged.
 */
export function createSocialFlows(options: SocialFlowsOptions): SocialFlows {
  const browser = options.browser ?? realSocialBrowser;

  const finish = async (attempt: Promise<SessionOutcome | undefined>) => {
    try {
      const outcome = await attempt;
      if (outcome) options.onSignedIn(outcome);
      else browser.log('social sign-in was refused');
    } catch (error) {
      browser.log('social sign-in failed', error);
    }
  };

  return {
    async mountGoogle(container, clientId, lang) {
      try {
        await browser.loadScript(GOOGLE_SCRIPT);
        const google = browser.google();
        if (!google) throw new Error('google.accounts.id is missing');
        // One nonce per attempt, issued by the server (SECURITY-REVIEW L16): each credential goes
        // with the nonce it was issued for, then a new one is set up.
        const setUp = async (): Promise<boolean> => {
          const nonce = await options.session.socialNonce();
          if (!nonce) return false;
          google.initialize({
            client_id: clientId,
            nonce,
            auto_select: false,
            callback: (response) => {
              void setUp();
              if (!response.credential) return browser.log('Google gave no credential');
              void finish(options.session.socialSignIn({ id: response.credential, type: 'google', nonce }));
            },
          });
          google.renderButton(container, { type: 'standard', theme: 'outline', size: 'large', text: 'signin_with', locale: googleLocale(lang) });
          return true;
        };
        if (!(await setUp())) throw new Error('the shop gave no sign-in nonce');
        return true;
      } catch (error) {
        browser.log('Google sign-in is unavailable', error);
        return false;
      }
    },
    async prepareFacebook(appId, lang) {
      try {
        await browser.loadScript(facebookScript(facebookLocale(lang)));
        const fb = browser.facebook();
        if (!fb) throw new Error('FB is missing');
        fb.init({ appId, version: FACEBOOK_VERSION, cookie: false, xfbml: false });
        return true;
      } catch (error) {
        browser.log('Facebook sign-in is unavailable', error);
        return false;
      }
    },
    facebookLogin() {
      const fb = browser.facebook();
      if (!fb) return browser.log('Facebook sign-in is unavailable');
      fb.login(
        (response) => {
          const token = response.authResponse?.accessToken;
          if (!token) return browser.log('Facebook login was cancelled');
          void finish(options.session.socialSignIn({ id: token, type: 'facebook' }));
        },
        { scope: FACEBOOK_SCOPE },
      );
    },
  };
}
