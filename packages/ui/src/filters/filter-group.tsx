import { useI18n } from '../i18n/i18n-context.js';

/** One choice of a filter group; `swatch` is a CSS colour shown beside the label. */
export interface FilterOption {
  id: string;
  label: string;
  swatch?: string;
}

/** Options of {@link FilterGroup}. */
export interface FilterGroupOptions {
  /** Unique within the widget: names the radio group. */
  name: string;
  title: string;
  options: readonly FilterOption[];
  selected?: string;
  onSelect: (id: string | undefined) => void;
}

/** A collapsible group of single-choice filters with an 'All' choice (SPEC §2 Shop). */
export function FilterGroup({ name, title, options, selected, onSelect }: FilterGroupOptions) {
  const { t } = useI18n();
  const choices: FilterOption[] = [{ id: '', label: t('shop.any') }, ...options];
  return (
    <details className="filter-group" part="filter-group" open>
      <summary part="filter-title">{title}</summary>
      <fieldset>
        <legend className="visually-hidden">{title}</legend>
        {choices.map((option) => (
          <label key={option.id || 'all'} className="filter-option" part="filter-option">
            <input type="radio" name={name} value={option.id} checked={(selected ?? '') === option.id} onChange={() => onSelect(option.id || undefined)} />
            {option.swatch && <span className="swatch" aria-hidden="true" style={{ background: option.swatch }} />}
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}
