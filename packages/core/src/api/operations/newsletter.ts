import { graphql } from '../graphql.js';

/** SPEC §7 newsletter: signs an email up, pending until the mailed link is followed (double opt-in). */
export const NewsletterSignUp = /* @__PURE__ */ graphql(`
  mutation NewsletterSignUp($email: String!, $token: String) {
    newsletter(email: $email, token: $token)
  }
`);

/** The confirmation link's call: the subscription is confirmed and its personal code given. */
export const ConfirmNewsletter = /* @__PURE__ */ graphql(`
  mutation ConfirmNewsletter($email: String!, $token: String!) {
    confirmNewsletter(email: $email, token: $token) { code percent usable alreadyConfirmed }
  }
`);

/** The unsubscribe link's call. */
export const UnsubscribeNewsletter = /* @__PURE__ */ graphql(`
  mutation UnsubscribeNewsletter($email: String!, $token: String!) {
    unsubscribeNewsletter(email: $email, token: $token)
  }
`);
