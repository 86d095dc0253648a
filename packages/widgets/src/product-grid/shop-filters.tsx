import { SECTIONS, type ResultOf, type ShopFilter, catalogueOperations } from '@candleshop/core';
import { FilterGroup, useI18n, type FilterOption } from '@candleshop/ui';

type Facets = ResultOf<typeof catalogueOperations.ShopFacets>;
type FilterKey = 'category' | 'collection' | 'size' | 'color';

/** Options of {@link ShopFilters}. */
export interface ShopFiltersOptions {
  facets?: Facets;
  filter: ShopFilter;
  onFilter: (key: FilterKey, id: string | undefined) => void;
}

// The groups in the order SPEC §2 lists them; the sub-category group only when the section has them.
function filterGroups(facets: Facets, filter: ShopFilter): [FilterKey, FilterOption[]][] {
  const section = facets.categories.find((category) => category.id === String(SECTIONS[filter.section]));
  const groups: [FilterKey, FilterOption[]][] = [
    ['category', (section?.subCategories ?? []).map((sub) => ({ id: sub.id, label: sub.title }))],
    ['collection', facets.collections.map((collection) => ({ id: collection.id, label: collection.title }))],
    ['size', facets.sizes.map((size) => ({ id: size.id, label: size.title }))],
    ['color', facets.colors.map((color) => ({ id: color.id, label: color.title, swatch: color.color }))],
  ];
  return groups.filter(([, options]) => options.length > 0);
}

/** The collapsible filter groups: sub-category, collection, size, colour. */
export function ShopFilters({ facets, filter, onFilter }: ShopFiltersOptions) {
  const { t } = useI18n();
  if (!facets) return null;
  return (
    <div className="filter-groups">
      {filterGroups(facets, filter).map(([key, options]) => (
        <FilterGroup key={key} name={key} title={t(`shop.groups.${key}`)} options={options} selected={filter[key]} onSelect={(id) => onFilter(key, id)} />
      ))}
    </div>
  );
}
