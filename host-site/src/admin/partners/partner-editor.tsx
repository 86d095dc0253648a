import { useState } from 'react';
import { adminOperations } from '@candleshop/core';
import { Isolated, useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../../api.js';
import { FormAlert } from '../../forms/field.js';
import { RecordStatus } from '../../frame/query-status.js';
import { useLocalPath } from '../../local-path.js';
import { AuditList } from '../admin-parts.js';
import { useAdminMutation, useStaffReads } from '../use-admin.js';
import { PartnerForm, type AdminPartnerView } from './partner-form.js';
import { PartnerSnippet, SharedOriginWarning } from './partner-snippet.js';

/**
 * /admin/partners/{id} (issue 26): one partner's terms, its status, its public key and its
 * private report link, with every change it went through. Each change names the version shown;
 * what comes back is shown at once and the audit is read again.
 */
export function PartnerEditor({ id, owner }: { id: string; owner: boolean }) {
  const { t, lang } = useI18n();
  const to = useLocalPath();
  const query = useQuery(accountQueries, adminOperations.AdminPartner, { id }, lang, useStaffReads());
  const detail = query.data?.adminPartner;
  // Every partner, to warn when another lists one of this one's origins (issue 36 item 5).
  const all = useQuery(accountQueries, adminOperations.AdminPartners, {}, lang, useStaffReads());
  if (!owner) return <p className="muted">{t('admin.partners.ownerOnly')}</p>;
  if (!detail) return <RecordStatus query={query} notFound="errors.notFound" />;
  return (
    <section aria-busy={query.loading || undefined}>
      <p>
        <a href={to('/admin/partners')}>{t('admin.partners.back')}</a>
      </p>
      <SharedOriginWarning partner={detail.partner} partners={all.data?.adminPartners} />
      {/* A new version remounts the forms with what the server answered. */}
      <PartnerForm key={detail.partner.version} partner={detail.partner} onSaved={() => query.retry()} />
      <PartnerActions key={`actions-${detail.partner.version}`} partner={detail.partner} onChanged={() => query.retry()} />
      <AuditList audit={detail.audit} />
    </section>
  );
}

/** Pause or resume, a new key, and the private report link (shown once when issued). */
function PartnerActions({ partner, onChanged }: { partner: AdminPartnerView; onChanged: () => void }) {
  const { t } = useI18n();
  const status = useAdminMutation(adminOperations.AdminSetPartnerStatus);
  const rotate = useAdminMutation(adminOperations.AdminRotatePartnerKey);
  const issue = useAdminMutation(adminOperations.AdminIssuePartnerReportLink);
  const revoke = useAdminMutation(adminOperations.AdminRevokePartnerReportLink);
  const [link, setLink] = useState<string>();
  const busy = status.busy || rotate.busy || issue.busy || revoke.busy;
  const error = status.error ?? rotate.error ?? issue.error ?? revoke.error;
  const version = { id: partner.id, version: partner.version };
  const then = (answer: unknown) => {
    if (answer) onChanged();
  };
  return (
    <section className="admin-form" aria-labelledby="admin-partner-actions" aria-busy={busy || undefined}>
      <h2 id="admin-partner-actions" className="visually-hidden">
        {t('admin.partners.status')}
      </h2>
      <FormAlert alert={error ? { message: error } : undefined} />
      <dl className="order-facts">
        <dt>{t('admin.partners.status')}</dt>
        <dd>{t(`admin.partners.statuses.${partner.status}`)}</dd>
        <dt>{t('admin.partners.key')}</dt>
        <dd>
          <code>
            <Isolated>{partner.key}</Isolated>
          </code>
          <br />
          <span className="muted">{t('admin.partners.keyHint', { attribute: 'data-partner' })}</span>
        </dd>
      </dl>
      <PartnerSnippet partnerKey={partner.key} />
      <div className="admin-row">
        <button type="button" className="button button-secondary" disabled={busy} onClick={async () => then(await status.run({ ...version, status: partner.status === 'active' ? 'paused' : 'active' }))}>
          {t(partner.status === 'active' ? 'admin.partners.pause' : 'admin.partners.resume')}
        </button>
        <button type="button" className="button button-secondary" disabled={busy} onClick={async () => then(await rotate.run(version))}>
          {t('admin.partners.rotate')}
        </button>
      </div>
      <h3>{t('admin.partners.link.title')}</h3>
      <p className="muted">{t(partner.reportLink ? 'admin.partners.link.issued' : 'admin.partners.link.none')}</p>
      <div className="admin-row">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={async () => {
            const answer = await issue.run(version);
            if (answer) {
              // Kept outside the remounted part, so the address stays on screen after the reload.
              sessionLink.set(partner.id, answer.adminIssuePartnerReportLink.url);
              setLink(answer.adminIssuePartnerReportLink.url);
              onChanged();
            }
          }}
        >
          {t(partner.reportLink ? 'admin.partners.link.reissue' : 'admin.partners.link.issue')}
        </button>
        {partner.reportLink ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={async () => {
              sessionLink.delete(partner.id);
              then(await revoke.run(version));
            }}
          >
            {t('admin.partners.link.revoke')}
          </button>
        ) : null}
      </div>
      {(link ?? sessionLink.get(partner.id)) && partner.reportLink ? (
        <div className="field" role="status">
          <label htmlFor="admin-partner-link">{t('admin.partners.link.address')}</label>
          <input id="admin-partner-link" readOnly dir="ltr" value={link ?? sessionLink.get(partner.id)} onFocus={(event) => event.currentTarget.select()} />
          <p className="muted">{t('admin.partners.link.copy')}</p>
        </div>
      ) : null}
    </section>
  );
}

// The address just issued, per partner, for as long as this page is open (never stored anywhere).
const sessionLink = new Map<string, string>();
