import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/** The executables of the processes under this test worker (the browser it launched, and its helpers). */
function descendantExecutables(root: number): string[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent is the second field after the command's closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while we read.
    }
  }
  const under = (pid: number): boolean => pid > 1 && (parents.get(pid) === root || under(parents.get(pid) ?? 0));
  return [...parents.keys()].filter(under).flatMap((pid) => {
    try {
      return [readlinkSync(`/proc/${pid}/exe`)];
    } catch {
      return [];
    }
  });
}

// The browser every journey runs in (playwright.config.ts): Debian's headless shell, without the
// full browser's window, address bar and their pages, which cost Chromium 12% more CPU for
// nothing a journey sees (scripts/ensure-chromium.mjs).
test('the journeys run in Chromium’s headless shell, with no browser window pages', async ({ browser, page }) => {
  await page.goto('/');
  const executables = descendantExecutables(process.pid).filter((path) => path.includes('chromium'));
  expect(executables).toContain('/usr/lib/chromium/chromium-headless-shell');
  expect(executables).not.toContain('/usr/lib/chromium/chromium');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual([]);
});
