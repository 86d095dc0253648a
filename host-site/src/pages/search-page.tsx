import { useEffect, useState, type FormEvent } from 'react';
import { catalogueOperations as ops } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../api.js';
import { ProductList } from '../frame/product-list.js';
import { usePageMeta } from '../frame/page-meta.js';
import { QueryStatus } from '../frame/query-status.js';
import { openPath } from '../local-path.js';

/** /search?s= (SPEC §2 Search, §5): a box and a button; the keyword is in the address, so results can be linked. */
export function SearchPage({ search }: { search: Record<string, string> }) {
  const { t } = useI18n();
  const keyword = (search.s ?? '').trim();
  const [typed, setTyped] = useState(keyword);
  useEffect(() => setTyped(keyword), [keyword]);
  usePageMeta(keyword ? `${keyword} · ${t('searchPage.title')}` : t('searchPage.title'), t('infoPage.description.search'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // SPEC §5: an empty keyword is ignored.
    const next = typed.trim();
    if (!next) return;
    openPath(`/search?s=${encodeURIComponent(next)}`);
  };

  return (
    <div className="container search-page">
      <h1>{t('searchPage.title')}</h1>
      <form role="search" className="search-form" onSubmit={submit}>
        <label htmlFor="search-box">{t('searchPage.label')}</label>
        <div className="search-row">
          <input id="search-box" type="search" name="s" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
          <button type="submit" className="button">
            {t('searchPage.button')}
          </button>
        </div>
      </form>
      {keyword ? <Results keyword={keyword} /> : <p className="muted">{t('searchPage.prompt')}</p>}
    </div>
  );
}

function Results({ keyword }: { keyword: string }) {
  const { t, lang } = useI18n();
  const query = useQuery(publicClient, ops.SearchProducts, { s: keyword, first: 48 }, lang);
  const products = query.data?.search;
  if (query.error) return <QueryStatus error={query.error} retry={query.retry} />;
  return (
    <section aria-labelledby="search-results">
      <h2 id="search-results" role="status" className="results-count">
        {!products ? t('searchPage.searching') : products.length === 0 ? t('searchPage.none', { keyword }) : t('searchPage.results', { count: products.length, keyword })}
      </h2>
      {(!products || products.length > 0) && <ProductList products={products} className="product-list" />}
    </section>
  );
}
