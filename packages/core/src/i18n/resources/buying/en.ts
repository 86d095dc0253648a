import type { Messages } from '../../translate.js';

// Texts of the buying screens (product page, cart drawer and cart page), in en.
// New top-level sections only: the shop-wide sections stay in ../en.ts.
const buying: Messages = {};

export default buying;
