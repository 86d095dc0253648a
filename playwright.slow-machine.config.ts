// Local only (not committed): the shared machine's load makes the shop start slower than 60 s.
import base from './playwright.config.js';
export default { ...base, timeout: 180_000, expect: { timeout: 30_000 }, webServer: (base.webServer as object[]).map((server) => ({ ...server, timeout: 400_000 })) };
