import { createRouter } from '@nanostores/router';

/**
 * The storefront's routes (SPEC §2). Only pages that exist are listed: any other path is the 404
 * page, never a stand-in.
 */
export const $router = createRouter({
  home: '/',
  shop: '/shop',
});
