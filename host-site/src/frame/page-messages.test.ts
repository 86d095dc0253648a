import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_MESSAGE_AREAS, loadMessages, type MessageArea } from '@candleshop/core';
import { SERVER_RENDERED } from '../ssr/server-routes.js';
import { FRAME_AREAS, pageMessageAreas } from './page-messages.js';

// Issue 38: a page the server renders loads only its own message areas. This reads the code each
// such page runs (its module and what it imports, the shared ui components included) and checks
// that every text key it names belongs to the shop-wide messages or to an area the page loads.
const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const uiSrc = resolve(src, '../../packages/ui/src');

/** Each server-rendered route's page module, and an address search that shows all of its parts. */
const PAGES: Record<string, { module: string; search?: Record<string, string> }> = {
  home: { module: 'pages/home-page' },
  shop: { module: 'pages/shop-page' },
  productDetails: { module: 'pages/product/product-page' },
  collections: { module: 'pages/collections-pages' },
  collectionsDetails: { module: 'pages/collections-pages' },
  search: { module: 'pages/search-page' },
  refill: { module: 'pages/refill-page' },
  workshops: { module: 'tickets/workshops-page', search: { type: 'ticket' } },
  workshopDetails: { module: 'tickets/workshops-page', search: { type: 'ticket' } },
  whiteLabelRequest: { module: 'whitelabel/whitelabel-request-page' },
  whiteLabelProjects: { module: 'whitelabel/projects-page' },
  projectDetails: { module: 'whitelabel/projects-page' },
  personalizedCandles: { module: 'personalized/personalized-request-page' },
  giftSubscription: { module: 'subscriptions/gift-subscription-page' },
  whoWeAre: { module: 'info/text-page' },
  ourStory: { module: 'info/text-page' },
  founder: { module: 'info/text-page' },
  contact: { module: 'info/contact-page' },
  ourStudio: { module: 'info/selling-points-page' },
  sellingSites: { module: 'info/selling-points-page' },
  onlineSellingPoints: { module: 'info/selling-points-page' },
  events: { module: 'info/events-page' },
  press: { module: 'info/press-pages' },
  pressDetails: { module: 'info/press-pages' },
  shippingPrices: { module: 'info/shipping-prices-page' },
  terms: { module: 'info/legal-page' },
  privacyPolicy: { module: 'info/legal-page' },
  partnerReport: { module: 'partners/partner-report-page' },
};

const uiExports = new Map<string, string>();
for (const match of readFileSync(`${uiSrc}/index.ts`, 'utf8').matchAll(/export (?:type )?\{([^}]+)\} from '([^']+)'/g)) {
  for (const name of match[1].split(',')) uiExports.set(name.trim(), resolve(uiSrc, match[2]));
}

const sourceFile = (path: string) => ['.tsx', '.ts'].map((ext) => path.replace(/\.(js|tsx|ts)$/, '') + ext).find((file) => existsSync(file));

/** The `section.key` names in the code `entry` runs at once (lazy imports are other downloads). */
function namedSections(entry: string, known: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const found = new Set<string>();
  const stack = [sourceFile(entry)];
  while (stack.length > 0) {
    const file = stack.pop();
    if (!file || seen.has(file) || file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8').replace(/^\s*(\/\/|\*|\/\*\*).*$/gm, '');
    for (const match of code.matchAll(/['`]([a-zA-Z]+)\.[a-zA-Z$]/g)) if (known.has(match[1])) found.add(match[1]);
    for (const match of code.matchAll(/(?:import|export)\s+(?:type\s+)?(?:([\w{},\s*]+?)\s+from\s+)?'([^']+)'/g)) {
      if (match[2].startsWith('.')) stack.push(sourceFile(resolve(dirname(file), match[2])));
      else if (match[2] === '@candleshop/ui' && match[1]) {
        for (const name of match[1].replace(/[{}]/g, '').split(',')) stack.push(sourceFile(uiExports.get(name.replace(/^type /, '').trim()) ?? ''));
      }
    }
  }
  return found;
}

async function sectionOwners() {
  const owners = new Map<string, MessageArea | 'base'>();
  for (const section of Object.keys(await loadMessages('en'))) owners.set(section, 'base');
  for (const area of ALL_MESSAGE_AREAS) for (const section of Object.keys((await area.load('en')).default)) owners.set(section, area);
  return owners;
}

describe('pageMessageAreas', () => {
  it('names the page module of every route the server renders', () => {
    expect(Object.keys(PAGES).sort()).toEqual([...SERVER_RENDERED].sort());
  });

  it.each(Object.entries(PAGES))('%s loads every area whose texts its code names', async (route, { module, search }) => {
    const owners = await sectionOwners();
    const known = new Set(owners.keys());
    const named = new Set([...namedSections(`${src}/frame/shop-frame.tsx`, known), ...namedSections(`${src}/${module}`, known)]);
    const loaded = pageMessageAreas({ route, search });
    const missing = [...named].filter((section) => owners.get(section) !== 'base' && !loaded.includes(owners.get(section) as MessageArea));
    expect(missing).toEqual([]);
  });

  it('gives a page the server does not render every area, and an unknown address the frame', () => {
    expect(pageMessageAreas({ route: 'checkout' })).toBe(ALL_MESSAGE_AREAS);
    expect(pageMessageAreas(undefined)).toBe(FRAME_AREAS);
  });

  it('keeps the areas of other screens out of the home page and the shop', () => {
    for (const route of ['home', 'shop']) expect(pageMessageAreas({ route }).map((area) => area.name)).toEqual(FRAME_AREAS.map((area) => area.name));
  });
});
