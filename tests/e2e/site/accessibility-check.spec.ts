import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../helpers.js';

// The check every journey ends with must fail on what it is there to find: it runs axe in the page
// itself and keeps only the violations (helpers.ts), which must not lose a serious one.
test('the accessibility check fails on a serious violation and passes its fix', async ({ page }) => {
  await page.setContent('<html lang="en"><head><title>check</title></head><body><main><h1>Check</h1><button></button><input type="text"></main></body></html>');
  const failure = await expectNoSeriousAxeViolations(page).then(
    () => 'passed',
    (error: Error) => error.message,
  );
  expect(failure).toContain('button-name');
  expect(failure).toContain('label');
  await page.setContent('<html lang="en"><head><title>check</title></head><body><main><h1>Check</h1><button>Go</button><label>Name <input type="text"></label></main></body></html>');
  await expectNoSeriousAxeViolations(page);
});
