// Browser tests drive Debian's Chromium: Playwright cannot download browsers on this network.
// They run in its headless shell (the package chromium-headless-shell: the same build without the
// browser's window, address bar and their pages), as Playwright's own headless mode does: the
// full browser's windows cost Chromium 12% more CPU over the same journeys (issue 34 item 5).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

if (!existsSync(HEADLESS_SHELL)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium's headless shell is missing: run "sudo apt-get install -y chromium-headless-shell" (it must be at ${HEADLESS_SHELL}).`);
    process.exit(1);
  }
  console.log('Installing Debian chromium-headless-shell (once)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq && apt-get install -y -qq chromium-headless-shell', { stdio: 'inherit', env });
}
