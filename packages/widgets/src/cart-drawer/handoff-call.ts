// Loaded on the first click that needs a hand-off (use-handoff.ts): a guest on the storefront, or a
// drawer never followed, downloads none of it (tests/budget: the drawer's page weight).
export { handOffCart, withHandoff } from '@candleshop/core';
