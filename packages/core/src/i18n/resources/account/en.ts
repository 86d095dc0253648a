import type { Messages } from '../../translate.js';

// Texts of the account screens (sign-in, sign-up, password, verification, account pages), in en.
// New top-level sections only: the shop-wide sections stay in ../en.ts.
const account: Messages = {};

export default account;
