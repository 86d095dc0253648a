import type { ElementDescription } from '../internal/element-description.js';

/** Detail of `candle-filter-change`. */
export interface FilterChangeDetail {
  /** The shopper's filter (ids as strings; `page` from 1). */
  filter: {
    section: 'all' | 'candles' | 'accessories' | 'giftsets' | 'giftcards';
    category?: string;
    collection?: string;
    size?: string;
    color?: string;
    page: number;
  };
  /** The filter as a URL query, without defaults: `section=candles&color=2`. */
  query: string;
}

/** Detail of `candle-product-select`. */
export interface ProductSelectDetail {
  id: string;
  title: string;
  href: string;
}

/** `<candle-product-grid>`: the one description its docs, manifest and typings come from. */
export const productGridElement = {
  tag: 'candle-product-grid',
  className: 'CandleProductGridElement',
  summary: 'The shop listing (SPEC §2 Shop) for any page.',
  description:
    "Section tabs, collapsible filter groups (a modal on narrow widths), 12 products a page with skeleton cards while loading, and pagination. Only the section on show is fetched with the page; another section is fetched when its tab is opened, or ahead when the pointer rests on its tab or focus reaches it, so it opens from the cache. Each card's Add to cart opens a dialog to choose the product's size, colour and scent, the quantity up to the stock, and add it to the page's shared cart (a `<candle-cart-drawer>` on the page shows the line at once); the dialog's code loads on the first press.",
  attributes: [
    { name: 'section', type: "'all' | 'candles' | 'accessories' | 'giftsets' | 'giftcards'", default: 'all', description: 'The section shown.', prop: 'filter.section' },
    { name: 'category', type: 'string', description: 'A sub-category id of the section.', prop: 'filter.category' },
    { name: 'collection', type: 'string', description: 'A collection id to filter by.', prop: 'filter.collection' },
    { name: 'size', type: 'string', description: 'A size id to filter by.', prop: 'filter.size' },
    { name: 'color', type: 'string', description: 'A colour id to filter by.', prop: 'filter.color' },
    { name: 'page', type: 'number', default: '1', description: 'The page, from 1.', prop: 'filter.page' },
    { name: 'lang', type: "'en' | 'ku' | 'ar'", default: "the loader's data-lang", description: 'The language, for this element only.', prop: 'lang' },
    { name: 'hide-tabs', type: 'boolean', default: 'false', description: 'Present: no section tabs.', prop: 'hideTabs' },
  ],
  attributesNote: 'The element keeps these attributes in step with what the shopper picks.',
  properties: [],
  events: [
    {
      name: 'candle-filter-change',
      detailType: 'FilterChangeDetail',
      cancelable: false,
      description: 'The shopper changed a filter or page; `query` is the filter as a URL query, e.g. `section=candles&color=2`.',
    },
    {
      name: 'candle-product-select',
      detailType: 'ProductSelectDetail',
      cancelable: true,
      description: "A card was chosen; unless cancelled, the browser follows the link to the storefront's `/products/{id}`.",
    },
  ],
  analytics:
    "`view_item_list` when a page of products is shown (`item_list_id`: the section), with `view_promotion` for the cards an automatic promotion reduces; `select_item` when a card is chosen (and `select_promotion` for a reduced one); `add_to_cart` when a card's quick add puts a line into the cart. A reduced card's item carries `promotion_id`, `promotion_name` and `discount`, its `price` the reduced one, and so does `add_to_cart` for a line of that price.",
  parts: [
    { name: 'base', description: 'The whole widget.' },
    { name: 'tabs', description: 'The section tabs.' },
    { name: 'tab', description: 'One section tab.' },
    { name: 'tab-link', description: 'A tab that leads to a storefront page (personalised candles, gift subscription).' },
    { name: 'filters', description: 'The filter column.' },
    { name: 'filter-group', description: 'One collapsible filter group.' },
    { name: 'filter-title', description: "A filter group's heading." },
    { name: 'filter-option', description: 'One filter choice.' },
    { name: 'toolbar', description: 'The product count and the filters button.' },
    { name: 'filters-button', description: 'Opens the filters on narrow widths.' },
    { name: 'filters-dialog', description: 'The filters as a modal on narrow widths.' },
    { name: 'products', description: 'The list of product cards.' },
    { name: 'card', description: 'One product card.' },
    { name: 'card-image', description: "The card's image." },
    { name: 'badge', description: 'The New badge on the image.' },
    { name: 'card-title', description: "The card's title." },
    { name: 'card-link', description: 'The link to the product page.' },
    { name: 'card-collection', description: "The product's collection." },
    { name: 'rating', description: 'The star rating.' },
    { name: 'price', description: 'The price.' },
    { name: 'card-add', description: "A card's Add to cart button (disabled, saying out of stock, without stock)." },
    { name: 'quick-add', description: "The dialog a card's Add to cart opens: the product's choices, price, quantity and Add to cart." },
    { name: 'quantity', description: "The quick add's quantity stepper." },
    { name: 'quantity-button', description: "The quantity stepper's minus and plus buttons." },
    { name: 'skeleton', description: 'A placeholder card while loading.' },
    { name: 'empty', description: 'The message when nothing matches.' },
    { name: 'error', description: 'The message when loading failed, with a retry button.' },
    { name: 'pagination', description: 'The page links.' },
    { name: 'page', description: 'One page button.' },
    { name: 'page-current', description: 'The current page button.' },
  ],
  slots: [],
} as const satisfies ElementDescription;
