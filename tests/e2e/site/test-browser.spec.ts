import { expect, test } from '@playwright/test';

// The browser every journey runs in (scripts/test-chromium): a window without the address bar's
// popup pages, which cost a fifth of the stage's work, and with the features Playwright turns off
// still off, since Chromium reads only the last --disable-features.
test('the test browser loads no address-bar pages and keeps the features Playwright turns off', async ({ browser, page }) => {
  await page.goto('/');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual([]);
  await page.goto('chrome://version');
  const switches = (await page.locator('#command_line').textContent())!.split(' ');
  const disabled = switches.filter((value) => value.startsWith('--disable-features='));
  expect(disabled).toHaveLength(1);
  // HttpsUpgrades is one of Playwright's: the shop and the partner page are served over HTTP.
  expect(disabled[0]!.slice('--disable-features='.length).split(',')).toEqual(expect.arrayContaining(['HttpsUpgrades', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
});
