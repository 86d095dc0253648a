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
