// Browser tests drive Debian's Chromium: Playwright cannot download browsers on this network.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing: run "sudo apt-get install -y chromium" (it must be at ${CHROMIUM}).`);
    process.exit(1);
  }
  console.log('Installing Debian chromium (once)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq && apt-get install -y -qq chromium', { stdio: 'inherit', env });
}
