import { catalogueOperations as ops } from '@candleshop/core';
import { ProductCard, SkeletonCard, useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../../api.js';
import { useLocalPath } from '../../local-path.js';

/** SPEC §2 Product details: 'you might also like', 4 skeleton cards while loading. */
export function SimilarProducts({ id }: { id: string }) {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const similar = useQuery(publicClient, ops.SimilarProducts, { id }, lang);
  const products = similar.data?.similarProducts ?? [];
  if (!similar.loading && (similar.error || products.length === 0)) return null;
  return (
    <section className="similar" aria-labelledby="similar-heading" aria-busy={similar.loading}>
      <h2 id="similar-heading">{t('productPage.similar')}</h2>
      <ul className="similar-list">
        {similar.loading
          ? [1, 2, 3, 4].map((n) => (
              <li key={n}>
                <SkeletonCard />
              </li>
            ))
          : products.slice(0, 4).map((product) => (
              <li key={product.id}>
                <ProductCard product={product} href={to(`/products/${product.id}`)} />
              </li>
            ))}
      </ul>
    </section>
  );
}
