/** The account's pages (SPEC §2 Routes requiring sign-in), by route name. */
export const ACCOUNT_SECTIONS = [
  { route: 'profile', path: '/account/profile', label: 'accountMenu.profile' },
  { route: 'accountSetting', path: '/account/accountsetting', label: 'accountMenu.settings' },
  { route: 'passwordSetting', path: '/account/passwordsetting', label: 'accountMenu.passwordSetting' },
  { route: 'orderHistory', path: '/account/orderHistory', label: 'accountMenu.orderHistory' },
  { route: 'myReviews', path: '/account/myreviews', label: 'accountMenu.reviews' },
] as const;
