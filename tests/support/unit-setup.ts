import { configure } from '@testing-library/preact';
import { setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';

// A persistent store stops listening 1 s after its last subscriber leaves (nanostores'
// STORE_UNMOUNT_DELAY). When a suite ends inside that second, the DOM environment is torn down
// first and the library's own `window.removeEventListener` throws into the next suite. A window
// that is gone took its listeners with it, so there is nothing left to remove.
setPersistentEngine(localStorage, {
  addEventListener: windowPersistentEvents.addEventListener,
  removeEventListener(...args) {
    if (typeof window !== 'undefined') windowPersistentEvents.removeEventListener(...args);
  },
});

// findBy… and waitFor wait on a condition; their default of 1 s is what an idle machine needs.
// On a busy one (issue 34 item 5) a render that needs a test API's answer takes longer.
configure({ asyncUtilTimeout: 15_000 });
