import { graphql } from '../graphql.js';

/** What a cart line shows (SPEC §3 Cart item). */
export const CartLines = /* @__PURE__ */ graphql(`
  fragment CartLines on CartItem {
    id
    quantity
    total
    product {
      id stock rating ratings
      details { id title description image price }
      collection { id title }
    }
    color { id title color }
    scent { id title image }
    size { id price size { id title } }
    promotion { id name }
  }
`);

/** What a refill cart line shows (SPEC §3 Refill cart item). */
export const RefillCartLines = /* @__PURE__ */ graphql(`
  fragment RefillCartLines on RefillCartItem {
    id
    quantity
    total
    wick { id title image price }
    container { id title }
    color { id title color refill }
    size { id title value }
    scent { id title image }
  }
`);

/** The signed-in customer's carts (SPEC §3 User: cart items, refillCart items). */
export const AccountCarts = /* @__PURE__ */ graphql(
  `
  query AccountCarts {
    user {
      id
      cart { items { ...CartLines } }
      refillCart { items { ...RefillCartLines } }
    }
  }
`,
  [CartLines, RefillCartLines],
);

/** Adds a product line, or raises the quantity of the same choice (SPEC §7 addToCart). `size` is a product-size id. */
export const AddToCart = /* @__PURE__ */ graphql(
  `
  mutation AddToCart($id: ID!, $quantity: Int!, $color: ID, $scent: ID, $size: ID) {
    addToCart(id: $id, quantity: $quantity, color: $color, scent: $scent, size: $size) { items { ...CartLines } }
  }
`,
  [CartLines],
);

/** Changes a cart line's quantity (SPEC §7 editCart). */
export const EditCart = /* @__PURE__ */ graphql(
  `
  mutation EditCart($id: ID!, $quantity: Int!, $color: ID, $scent: ID, $size: ID) {
    editCart(id: $id, quantity: $quantity, color: $color, scent: $scent, size: $size) { items { ...CartLines } }
  }
`,
  [CartLines],
);

/** Removes a cart line (SPEC §7 removeCart). */
export const RemoveCart = /* @__PURE__ */ graphql(
  `
  mutation RemoveCart($id: ID!) {
    removeCart(id: $id) { items { ...CartLines } }
  }
`,
  [CartLines],
);

/** Adds a refill line, or raises the quantity of the identical one (SPEC §7 addRefillCart). */
export const AddRefillCart = /* @__PURE__ */ graphql(
  `
  mutation AddRefillCart($quantity: Int!, $color: ID!, $scent: ID!, $size: ID!, $wick: ID!, $container: ID!) {
    addRefillCart(quantity: $quantity, color: $color, scent: $scent, size: $size, wick: $wick, container: $container) {
      items { ...RefillCartLines }
    }
  }
`,
  [RefillCartLines],
);

/** Changes a refill line's quantity (SPEC §7 editRefillCart). */
export const EditRefillCart = /* @__PURE__ */ graphql(
  `
  mutation EditRefillCart($id: ID!, $quantity: Int!) {
    editRefillCart(id: $id, quantity: $quantity) { items { ...RefillCartLines } }
  }
`,
  [RefillCartLines],
);

/** Removes a refill line (SPEC §7 removeRefillCart). */
export const RemoveRefillCart = /* @__PURE__ */ graphql(
  `
  mutation RemoveRefillCart($id: ID!) {
    removeRefillCart(id: $id) { items { ...RefillCartLines } }
  }
`,
  [RefillCartLines],
);

/**
 * Keeps a guest's lines on the server for a short time under a reference the storefront link
 * carries (issue 24 item 7: a partner origin's storage is not the storefront's).
 */
export const CreateCartHandoff = /* @__PURE__ */ graphql(`
  mutation CreateCartHandoff($products: [GuestProductInput!], $refillItems: [GuestRefillInput!]) {
    createCartHandoff(products: $products, refillItems: $refillItems) { ref expiresAt }
  }
`);

/** The lines of a hand-off, priced by the server; null when unknown or expired. */
export const CartHandoff = /* @__PURE__ */ graphql(
  `
  query CartHandoff($ref: String!) {
    cartHandoff(ref: $ref) {
      items { ...CartLines }
      refillItems { ...RefillCartLines }
      attribution { token expiresAt }
    }
  }
`,
  [CartLines, RefillCartLines],
);
