import type { SeedArea } from './area.js';
import { catalogueSeed } from './catalogue-seed.js';
import { contentSeed } from './content-seed.js';
import { placesSeed } from './places-seed.js';
import { salesSeed } from './sales-seed.js';

/** Every area of the demo data, in the order they are seeded (an area may refer to earlier ones). */
export const SEED_AREAS: readonly SeedArea[] = [catalogueSeed, placesSeed, salesSeed, contentSeed];
