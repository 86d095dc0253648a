import { adminOperations } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../../api.js';
import { AdminList } from '../admin-list.js';
import { AdminSearchBox } from '../admin-search-box.js';
import { openWithSearch, pageOf } from '../admin-search.js';
import { ProductRow, type AdminProductView } from './product-row.js';
import { useStaffReads } from '../use-admin.js';

/** /admin/products: stock, prices per size and whether each product is shown; the owner changes them. */
export function ProductsPage({ search, owner }: { search: Record<string, string>; owner: boolean }) {
  const { t, lang } = useI18n();
  const list = useQuery(accountQueries, adminOperations.AdminProducts, { search: search.search || null, page: pageOf(search) }, lang, useStaffReads());
  const page = list.data?.adminProducts;
  return (
    <section aria-labelledby="admin-products">
      <h2 id="admin-products">{t('admin.nav.products')}</h2>
      {!owner ? <p className="muted">{t('admin.products.ownerOnly')}</p> : null}
      <AdminSearchBox path="/admin/products" typed={search.search ?? ''} label={t('admin.products.search')} id="admin-product-search" />
      <AdminList query={list} page={page} none="admin.products.none" onPage={(number) => openWithSearch('/admin/products', search, { page: String(number) })}>
        {(items) => (
          <ul className="admin-cards">
            {items.map((product) => (
              <li key={`${product.id}-${product.version}`}>
                <ProductRow product={product} owner={owner} />
              </li>
            ))}
          </ul>
        )}
      </AdminList>
    </section>
  );
}
