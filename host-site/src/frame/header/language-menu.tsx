import { LANGUAGES, isLang, setLang } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';

/** Switches the language of the site and of every widget on it (SPEC §1: kept under `lang`). */
export function LanguageMenu() {
  const { t, lang } = useI18n();
  return (
    <div className="language-menu">
      <label htmlFor="language">{t('language.label')}</label>
      <select
        id="language"
        value={lang}
        onChange={(event) => {
          if (isLang(event.target.value)) setLang(event.target.value);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
