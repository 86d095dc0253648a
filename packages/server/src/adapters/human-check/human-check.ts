/** What a human-check token is checked against (SECURITY D6). */
export interface HumanCheckRequest {
  token: string;
  /** The action the page asked the token for: 'submit' (SPEC §7 Human check). */
  action: string;
}

/** Verifies human-check tokens server-side; false for anything not proven human. */
export interface HumanCheckVerifier {
  /** `local` for the offline stand-in, which says so in the log. */
  readonly kind: 'local' | 'production';
  verify(request: HumanCheckRequest): Promise<boolean>;
}
