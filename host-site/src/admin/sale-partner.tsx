import { formatPercent } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';

/**
 * The partner a sale is attributed to (issue 26), as a line of a sale page's facts: its name and
 * the commission percent copied onto the sale when it was made (the owner only). Nothing for a sale
 * no partner brought.
 */
export function SalePartnerFact({ partner }: { partner: { name: string; commissionPercent: number | null } | null | undefined }) {
  const { t, lang } = useI18n();
  if (!partner) return null;
  return (
    <>
      <dt>{t('admin.salePartner.title')}</dt>
      <dd data-partner>
        {partner.name}
        {/* SECURITY-REVIEW-2 N12: null for staff who are not the owner (partners' money). */}
        {partner.commissionPercent === null ? null : ` · ${t('admin.salePartner.commission', { percent: formatPercent(partner.commissionPercent, lang) })}`}
      </dd>
    </>
  );
}
