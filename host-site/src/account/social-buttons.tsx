import { useEffect, useId, useRef, useState } from 'react';
import { accountOperations, createSocialFlows, type SessionOutcome, type SocialFlows, type SocialSignIn } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../api.js';
import { land, session } from './session.js';
import { openPath } from '../local-path.js';

/** Makes the browser flows; tests pass fakes. */
export type FlowsFactory = (session: { socialSignIn(payload: SocialSignIn): Promise<SessionOutcome | undefined>; socialNonce(): Promise<string | undefined> }) => SocialFlows;

// The guard waits while the sign-in lands on the remembered page (session.ts `land`).
const landingSession = {
  async socialSignIn(payload: SocialSignIn) {
    let outcome: SessionOutcome | undefined;
    await land(
      async () => (outcome = await session.socialSignIn(payload)) ?? {},
      (path) => openPath(path),
    );
    return outcome;
  },
  // SECURITY-REVIEW L16: each Google attempt carries a nonce the server issued.
  socialNonce: () => session.socialNonce(),
};

const realFlows: FlowsFactory = (signIn) => createSocialFlows({ session: signIn, onSignedIn: () => undefined });

/**
 * SPEC §2 Sign-in / Sign-up: "Sign in with Google / Facebook". Shown only for providers the server
 * has public ids for (socialProviders), and only once their script has loaded; failures are
 * swallowed (SPEC §8), so locally, without ids, nothing shows.
 */
export function SocialButtons({ heading, flows: makeFlows = realFlows }: { heading: string; flows?: FlowsFactory }) {
  const { t, lang } = useI18n();
  const providers = useQuery(publicClient, accountOperations.SocialProviders, {}, lang).data?.socialProviders;
  const google = providers?.google ?? null;
  const facebook = providers?.facebook ?? null;
  const [flows] = useState(() => makeFlows(landingSession));
  const googleBox = useRef<HTMLDivElement>(null);
  const [googleReady, setGoogleReady] = useState(false);
  const [facebookReady, setFacebookReady] = useState(false);
  const headingId = useId();

  useEffect(() => {
    let live = true;
    setGoogleReady(false);
    if (google && googleBox.current) void flows.mountGoogle(googleBox.current, google, lang).then((ready) => live && setGoogleReady(ready));
    return () => {
      live = false;
    };
  }, [flows, google, lang]);

  useEffect(() => {
    let live = true;
    setFacebookReady(false);
    if (facebook) void flows.prepareFacebook(facebook, lang).then((ready) => live && setFacebookReady(ready));
    return () => {
      live = false;
    };
  }, [flows, facebook, lang]);

  if (!google && !facebook) return null;
  return (
    <section className="social-sign-in" aria-labelledby={headingId} hidden={!googleReady && !facebookReady}>
      <h2 id={headingId}>{heading}</h2>
      {google && <div ref={googleBox} className="social-google" hidden={!googleReady} />}
      {facebook && facebookReady && (
        <button type="button" className="button secondary" onClick={() => flows.facebookLogin()}>
          {t('signIn.facebook')}
        </button>
      )}
    </section>
  );
}
