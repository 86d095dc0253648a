import { graphql } from '../graphql.js';

/** What the site knows of the signed-in customer (SPEC §3 User, less the carts). */
export const UserFields = /* @__PURE__ */ graphql(`
  fragment UserFields on User {
    id name email phone status address profile dob gender age
    city { id name }
  }
`);

/** Who is signed in (SPEC §4 Start-up: the user is fetched); null for a guest. */
export const CurrentUser = /* @__PURE__ */ graphql(
  `
  query CurrentUser {
    user { ...UserFields }
  }
`,
  [UserFields],
);

/** Creates an account and signs it in (SPEC §7 register, §3 Registration payload). */
export const Register = /* @__PURE__ */ graphql(
  `
  mutation Register($name: String!, $email: String!, $phone: String!, $password: String!, $city: ID!, $profile: String, $gender: String, $dob: String, $token: String!) {
    register(name: $name, email: $email, phone: $phone, password: $password, city: $city, profile: $profile, gender: $gender, dob: $dob, token: $token) {
      status
      user { ...UserFields }
    }
  }
`,
  [UserFields],
);

/** Signs in with email and password (SPEC §7 login). */
export const Login = /* @__PURE__ */ graphql(
  `
  mutation Login($email: String!, $password: String!, $token: String) {
    login(email: $email, password: $password, token: $token) {
      status
      user { ...UserFields }
    }
  }
`,
  [UserFields],
);

/** Signs in with Google or Facebook (SPEC §7 socialLogin). */
export const SocialLogin = /* @__PURE__ */ graphql(
  `
  mutation SocialLogin($id: String!, $name: String, $email: String, $profile: String, $type: String!, $nonce: String) {
    socialLogin(id: $id, name: $name, email: $email, profile: $profile, type: $type, nonce: $nonce) {
      status
      user { ...UserFields }
    }
  }
`,
  [UserFields],
);

/** A single-use nonce for one Google sign-in (SECURITY-REVIEW L16: the server binds the token to it). */
export const SocialNonce = /* @__PURE__ */ graphql(`
  mutation SocialNonce {
    socialNonce
  }
`);

/** The public client ids of the configured sign-in providers (null when not configured). */
export const SocialProviders = /* @__PURE__ */ graphql(`
  query SocialProviders {
    socialProviders { google facebook }
  }
`);

/** Ends this session (SPEC §7 logout). */
export const Logout = /* @__PURE__ */ graphql(`
  mutation Logout {
    logout { status message }
  }
`);

/** Sends the verification email again (SPEC §7 resendEmail). */
export const ResendEmail = /* @__PURE__ */ graphql(`
  mutation ResendEmail {
    resendEmail { status message }
  }
`);

/** Mails a password-reset link (SPEC §7 forgotPassword). */
export const ForgotPassword = /* @__PURE__ */ graphql(`
  mutation ForgotPassword($email: String!, $token: String) {
    forgotPassword(email: $email, token: $token) { status message }
  }
`);

/** Sets a new password with a reset token (SPEC §7 resetPassword; status fail carries a message key). */
export const ResetPassword = /* @__PURE__ */ graphql(`
  mutation ResetPassword($token: String!, $email: String!, $password: String!) {
    resetPassword(token: $token, email: $email, password: $password) { status message }
  }
`);

/**
 * A one-time URL to PUT a profile picture to (SPEC §7 signedUrl, Image upload); a guest sends a
 * human-check token (SECURITY-REVIEW M8).
 */
export const SignedUrl = /* @__PURE__ */ graphql(`
  mutation SignedUrl($file: String!, $token: String) {
    signedUrl(file: $file, token: $token) { url }
  }
`);

/** Updates the signed-in customer's profile (SPEC §7 updateProfile). */
export const UpdateProfile = /* @__PURE__ */ graphql(
  `
  mutation UpdateProfile($name: String!, $email: String!, $phone: String, $city: ID, $address: String, $profile: String, $gender: String, $dob: String, $password: String) {
    updateProfile(name: $name, email: $email, phone: $phone, city: $city, address: $address, profile: $profile, gender: $gender, dob: $dob, password: $password) {
      ...UserFields
    }
  }
`,
  [UserFields],
);

/** Changes the password after checking the old one (SPEC §7 updatePassword). */
export const UpdatePassword = /* @__PURE__ */ graphql(`
  mutation UpdatePassword($old: String!, $new: String!) {
    updatePassword(old: $old, new: $new) { status message }
  }
`);

/** Sets the signed-in customer's phone (SPEC §4 Phone popup, §7 updatePhone). */
export const UpdatePhone = /* @__PURE__ */ graphql(
  `
  mutation UpdatePhone($phone: String!) {
    updatePhone(phone: $phone) { ...UserFields }
  }
`,
  [UserFields],
);

/** The signed-in customer's reviews, newest first (SPEC §7 reviews). */
export const MyReviews = /* @__PURE__ */ graphql(`
  query MyReviews {
    reviews {
      id rating review date visible
      product { id details { id title image } }
    }
  }
`);

/** Reviews a product (SPEC §7 addReview). */
export const AddReview = /* @__PURE__ */ graphql(`
  mutation AddReview($id: ID!, $rating: Int!, $review: String!) {
    addReview(id: $id, rating: $rating, review: $review) {
      id rating review date visible
      customer { name profile }
    }
  }
`);

/** Deletes one of the signed-in customer's reviews (SPEC §7 deleteReview). */
export const DeleteReview = /* @__PURE__ */ graphql(`
  mutation DeleteReview($id: ID!) {
    deleteReview(id: $id) { status message }
  }
`);

/** The signed-in customer's orders for the order history (SPEC §2 /account/orderHistory). */
export const MyOrders = /* @__PURE__ */ graphql(`
  query MyOrders {
    orders { id date status total paid method }
  }
`);

/**
 * Whether the signed-in customer may review a product (SPEC §3 Product.review). Asked with the
 * session cookie: the catalogue's public, cookie-less answer always says no.
 */
export const ProductReviewFlag = /* @__PURE__ */ graphql(`
  query ProductReviewFlag($id: ID!) {
    product(id: $id) { id review }
  }
`);
