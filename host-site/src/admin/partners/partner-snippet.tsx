import { useState } from 'react';
import { isolateIn } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { partnerSnippet, sharedOrigins, type PartnerOrigins } from './shared-origins.js';

/**
 * The code a partner pastes (issue 36 item 5): the loader with its key and the shop's grid, read
 * only, with a copy button that says whether the copy worked.
 */
export function PartnerSnippet({ partnerKey }: { partnerKey: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState<'copied' | 'copyFailed'>();
  const code = partnerSnippet(location.origin, partnerKey);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('copied');
    } catch {
      setCopied('copyFailed');
    }
  };
  return (
    <div className="field partner-snippet">
      <label htmlFor="admin-partner-snippet">{t('admin.partners.snippet.title')}</label>
      <textarea id="admin-partner-snippet" readOnly dir="ltr" rows={3} value={code} onFocus={(event) => event.currentTarget.select()} />
      <div className="admin-row">
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          {t('admin.partners.snippet.copy')}
        </button>
        <span role="status">{copied ? t(`admin.partners.snippet.${copied}`) : ''}</span>
      </div>
    </div>
  );
}

/** A warning for each of `partner`'s origins another partner lists too, or nothing. */
export function SharedOriginWarning({ partner, partners }: { partner: PartnerOrigins; partners: readonly PartnerOrigins[] | undefined }) {
  const { t, lang } = useI18n();
  const shared = partners ? sharedOrigins(partner, partners) : [];
  if (shared.length === 0) return null;
  return (
    <div className="admin-caution shared-origins" role="note">
      {shared.map(({ origin, others }) => (
        <p key={origin}>{t('admin.partners.sharedOrigin', { origin: isolateIn(lang, origin), others: others.map((name) => isolateIn(lang, name)).join(lang === 'en' ? ', ' : '، ') })}</p>
      ))}
    </div>
  );
}
