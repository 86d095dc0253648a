import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import type { ProductPart } from '../../services/catalogue/service.js';

// A resolver that fetches a product's parts with the product itself needs to know which parts
// the query asks for; fetching every part for `product(id) { id review }` would waste the win.

function fieldsOf(set: SelectionSetNode | undefined, info: GraphQLResolveInfo, into: FieldNode[] = []): FieldNode[] {
  for (const selection of set?.selections ?? []) {
    if (selection.kind === 'Field') into.push(selection);
    else if (selection.kind === 'InlineFragment') fieldsOf(selection.selectionSet, info, into);
    else fieldsOf(info.fragments[selection.name.value]?.selectionSet, info, into);
  }
  return into;
}

/**
 * The fields selected under the resolver's field, following `path` (field names) down, through
 * fragments. @skip and @include are not read: a skipped field is fetched and never shown.
 */
export function selectedFields(info: GraphQLResolveInfo, ...path: string[]): Set<string> {
  let fields = info.fieldNodes.flatMap((node) => fieldsOf(node.selectionSet, info));
  for (const name of path) fields = fields.filter((field) => field.name.value === name).flatMap((field) => fieldsOf(field.selectionSet, info));
  return new Set(fields.map((field) => field.name.value));
}

const PARTS: Record<string, ProductPart> = {
  rating: 'rating',
  ratings: 'rating',
  category: 'category',
  subCategory: 'subCategory',
  collection: 'collection',
  sizes: 'sizes',
  colors: 'colors',
  scents: 'scents',
  images: 'images',
  reviews: 'reviews',
};

// Yoga reuses the parsed document of a repeated query, so its field nodes key the answer.
const known = new WeakMap<FieldNode, Map<string, ProductPart[]>>();

/** The parts of a product a query selects, for `Catalogue.productWithParts` and `filter`. */
export function productParts(info: GraphQLResolveInfo, ...path: string[]): ProductPart[] {
  const node = info.fieldNodes[0]!;
  const byPath = known.get(node) ?? known.set(node, new Map()).get(node)!;
  const key = `${info.fieldNodes.length}:${path.join('.')}`;
  let parts = byPath.get(key);
  // Once each and sorted: the fields' order in the query must not make another SQL shape (SECURITY-REVIEW M6).
  if (!parts) byPath.set(key, (parts = [...new Set([...selectedFields(info, ...path)].flatMap((name) => (PARTS[name] ? [PARTS[name]] : [])))].sort()));
  return parts;
}
