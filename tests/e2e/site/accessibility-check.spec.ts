import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { axeRulesBelowSerious } from '../axe-minor-rules.js';
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

// The check leaves out the rules that can only report minor or moderate violations
// (axe-minor-rules.ts). On a page that breaks several of them, axe with every rule reports each of
// those as minor or moderate, and the check passes; a serious rule is never among those left out.
test('the rules the accessibility check leaves out report nothing serious', async ({ page }) => {
  const skipped = axeRulesBelowSerious();
  // The left-out rules the page below breaks.
  const broken = ['region', 'heading-order', 'landmark-one-main', 'page-has-heading-one'];
  expect(skipped).toEqual(expect.arrayContaining(broken));
  for (const serious of ['image-alt', 'label', 'button-name', 'color-contrast', 'link-name', 'aria-required-attr', 'html-has-lang']) expect(skipped).not.toContain(serious);

  await page.setContent('<html lang="en"><head><title>check</title></head><body><h2>Part</h2><h4>Deeper</h4><p>Outside any landmark</p><header>Top</header><header>Again</header></body></html>');
  const everyRule = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const leftOut = everyRule.violations.filter((violation) => skipped.includes(violation.id));
  expect(leftOut.map((violation) => violation.id)).toEqual(expect.arrayContaining(broken));
  for (const violation of leftOut) expect(['minor', 'moderate']).toContain(violation.impact);
  await expectNoSeriousAxeViolations(page);
});
