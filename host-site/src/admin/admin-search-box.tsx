import { useState, type FormEvent } from 'react';
import { useI18n } from '@candleshop/ui';
import { openWithSearch } from './admin-search.js';

/** A staff list's one search box (`label`), applied by its button or Enter and kept in `path`'s address as `?search=`. */
export function AdminSearchBox({ path, typed, label, id }: { path: string; typed: string; label: string; id: string }) {
  const { t } = useI18n();
  const [text, setText] = useState(typed);
  const find = (event: FormEvent) => {
    event.preventDefault();
    openWithSearch(path, {}, { search: text.trim() });
  };
  return (
    <form className="admin-filters" role="search" aria-label={t('admin.filters.label')} onSubmit={find}>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input id={id} type="search" value={text} onChange={(event) => setText(event.currentTarget.value)} />
      </div>
      <button type="submit" className="button">
        {t('admin.filters.apply')}
      </button>
    </form>
  );
}
