/** What a human-check token is checked against (SECURITY D6). */
export interface HumanCheckRequest {
  token: string;
  /** The action the page asked the token for: 'submit' (SPEC §7 Human check). */
  action: string;
}

/**
 * What browsers need to get a token (the `humanCheck` query): which provider, its public site key
 * and its script. Never the secret.
 */
export interface HumanCheckSettings {
  /** `recaptcha` for the real check, `local` for the offline stand-in. */
  readonly provider: 'recaptcha' | 'local';
  /** The provider's public site key; null for the local stand-in. */
  readonly siteKey: string | null;
  /** Where the provider's script loads from; null for the local stand-in. */
  readonly scriptUrl: string | null;
}

/** Verifies human-check tokens server-side; false for anything not proven human. */
export interface HumanCheckVerifier {
  /** `local` for the offline stand-in, which says so in the log. */
  readonly kind: 'local' | 'production';
  /** The public settings browsers ask for. */
  readonly settings: HumanCheckSettings;
  verify(request: HumanCheckRequest): Promise<boolean>;
}

/** Whether a human-check token for the action 'submit' (SPEC §7 Human check) passes; none passes nothing. */
export async function passesHumanCheck(verifier: HumanCheckVerifier, token: string | null | undefined): Promise<boolean> {
  return Boolean(token) && verifier.verify({ token: token!, action: 'submit' });
}
