import { expect, test } from '@playwright/test';
import { untilHydrated } from '../helpers.js';

// SECURITY-REVIEW L6: the storefront's and the back office's script CSP break nothing: a page
// loads, hydrates and runs its widgets with no violation reported.
for (const path of ['/products/1', '/ar/shop', '/admin']) {
  test(`${path} runs under its script CSP with no violation`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/CSP violation|Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
    });
    const response = await page.goto(path);
    const policy = response!.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain(path === '/admin' ? "frame-ancestors 'none'" : "frame-ancestors 'self'");
    if (path !== '/admin') await untilHydrated(page);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
}
