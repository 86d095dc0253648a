import type { Messages } from '../../translate.js';

// Texts of the account screens (sign-in, sign-up, password, verification, account pages), in ar.
// New top-level sections only: the shop-wide sections stay in ../ar.ts.
const account: Messages = {};

export default account;
