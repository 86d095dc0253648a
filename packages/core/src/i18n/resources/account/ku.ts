import type { Messages } from '../../translate.js';

// Texts of the account screens (sign-in, sign-up, password, verification, account pages), in ku.
// New top-level sections only: the shop-wide sections stay in ../ku.ts.
const account: Messages = {};

export default account;
