import type { Messages } from '../../translate.js';

// Texts of the checkout screens (checkout, payment, FIB and order pages), in ku.
// New top-level sections only: the shop-wide sections stay in ../ku.ts.
const checkout: Messages = {};

export default checkout;
