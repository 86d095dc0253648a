import type { Messages } from '../../translate.js';

// Texts of the checkout screens (checkout, payment, FIB and order pages), in ar.
// New top-level sections only: the shop-wide sections stay in ../ar.ts.
const checkout: Messages = {};

export default checkout;
