import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import typeDefs from '../schema.graphql?raw';
import { resolvers } from './resolvers/index.js';

// SPEC §7 Queries that need no sign-in, spelled as the SPEC spells them.
const PUBLIC_QUERIES = [
  'cities',
  'city',
  'categories',
  'category',
  'collections',
  'collection',
  'products',
  'candles',
  'accessories',
  'giftCards',
  'giftSets',
  'product',
  'filter',
  'similarProducts',
  'search',
  'mostSelling',
  'topRated',
  'wicks',
  'scents',
  'sizes',
  'colors',
  'packages',
  'containers',
  'refillContainers',
  'texts',
  'sliders',
  'valueBoxes',
  'banner',
  'whiteLabelPrice',
  'studio',
  'sellingPoints',
  'sellingPoint',
  'onlineShops',
  'workshops',
  'workshop',
  'allNews',
  'news',
  'projects',
  'project',
  'events',
  'event',
  'privacyPolicy',
  'terms',
  'contact',
  'socialMedia',
];

const query = buildSchema(typeDefs).getQueryType()!.getFields();

describe('the schema contract', () => {
  it('has every public query of SPEC §7', () => {
    expect(PUBLIC_QUERIES.filter((name) => !query[name])).toEqual([]);
  });

  it('documents every query in one line', () => {
    const undocumented = Object.values(query).filter((field) => !field.description || field.description.includes('\n'));
    expect(undocumented.map((field) => field.name)).toEqual([]);
  });

  it('has a resolver for every query', () => {
    const resolved = resolvers.Query ?? {};
    expect(Object.keys(query).filter((name) => typeof resolved[name] !== 'function')).toEqual([]);
  });
});
