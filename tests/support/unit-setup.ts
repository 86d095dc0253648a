import { beforeAll } from 'vitest';
import { configure } from '@testing-library/preact';
import { setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';
import { cart, clearOperationType, clearQuerySnapshot, closeFeedback, loggedOut, refillCart, setLang } from '@candleshop/core';

// A persistent store stops listening 1 s after its last subscriber leaves (nanostores'
// STORE_UNMOUNT_DELAY). When a suite ends inside that second, the DOM environment is torn down
// first and the library's own `window.removeEventListener` throws into the next suite. A window
// that is gone took its listeners with it, so there is nothing left to remove.
//
// And happy-dom refuses to delete a localStorage key that is not there, where a browser does nothing:
// a persistent store whose key a suite cleared would throw when it is emptied. The stores see
// localStorage through its methods, as a browser's would behave.
const browserLikeStorage = new Proxy(localStorage, {
  has: (storage, key) => typeof key === 'string' && storage.getItem(key) !== null,
  get: (storage, key) => (typeof key === 'string' ? (storage.getItem(key) ?? undefined) : undefined),
  set: (storage, key, value) => (storage.setItem(String(key), String(value)), true),
  deleteProperty: (storage, key) => (storage.removeItem(String(key)), true),
});
setPersistentEngine(browserLikeStorage, {
  addEventListener: windowPersistentEvents.addEventListener,
  removeEventListener(...args) {
    if (typeof window !== 'undefined') windowPersistentEvents.removeEventListener(...args);
  },
});

// findBy… and waitFor wait on a condition; their default of 1 s is what an idle machine needs.
// On a busy one (issue 34 item 5) a render that needs a test API's answer takes longer.
configure({ asyncUtilTimeout: 15_000 });

// Each suite starts with what a new page has, also where suites share a window (isolate: false,
// vitest.config.ts): nobody known to be signed in and the carts on this page, not an account's
// left by a suite before (whose test API has closed); empty carts, no feedback, no query answers
// kept from a suite before, English.
beforeAll(() => {
  loggedOut();
  cart.clear();
  refillCart.clear();
  closeFeedback();
  clearOperationType();
  clearQuerySnapshot();
  setLang('en');
});
