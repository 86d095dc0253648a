import { SECTIONS, type ResultOf, type ShopFilter, catalogueOperations } from '@candleshop/core';
import { FilterGroup, useI18n } from '@candleshop/ui';

type Facets = ResultOf<typeof catalogueOperations.ShopFacets>;
type FilterKey = 'category' | 'collection' | 'size' | 'color';

/** Options of {@link ShopFilters}. */
export interface ShopFiltersOptions {
  facets?: Facets;
  filter: ShopFilter;
  onFilter: (key: FilterKey, id: string | undefined) => void;
}

/** The collapsible filter groups: sub-category (only when the section has them), collection, size, colour. */
export function ShopFilters({ facets, filter, onFilter }: ShopFiltersOptions) {
  const { t } = useI18n();
  if (!facets) return null;
  const categoryId = SECTIONS[filter.section];
  const subCategories = facets.categories.find((category) => category.id === String(categoryId))?.subCategories ?? [];
  return (
    <div className="filter-groups">
      {subCategories.length > 0 && (
        <FilterGroup
          name="category"
          title={t('shop.groups.category')}
          options={subCategories.map((sub) => ({ id: sub.id, label: sub.title }))}
          selected={filter.category}
          onSelect={(id) => onFilter('category', id)}
        />
      )}
      <FilterGroup
        name="collection"
        title={t('shop.groups.collection')}
        options={facets.collections.map((collection) => ({ id: collection.id, label: collection.title }))}
        selected={filter.collection}
        onSelect={(id) => onFilter('collection', id)}
      />
      <FilterGroup
        name="size"
        title={t('shop.groups.size')}
        options={facets.sizes.map((size) => ({ id: size.id, label: size.title }))}
        selected={filter.size}
        onSelect={(id) => onFilter('size', id)}
      />
      <FilterGroup
        name="color"
        title={t('shop.groups.color')}
        options={facets.colors.map((color) => ({ id: color.id, label: color.title, swatch: color.color }))}
        selected={filter.color}
        onSelect={(id) => onFilter('color', id)}
      />
    </div>
  );
}
