import { adminOperations, formatPrice, localizeDigits } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../../api.js';
import { QueryStatus } from '../../frame/query-status.js';
import { AuditList, CustomerFacts, dateTime, MoveForm } from '../admin-parts.js';
import { SalePartnerFact } from '../sale-partner.js';
import { QuoteForm } from './quote-form.js';
import { askBeforeAccepting, ConfirmationBox, unconfirmedCaution } from '../confirmation-state.js';
import { RefundBox } from '../refund-form.js';
import { RefundsBox } from '../refunds-due.js';
import { RequestFacts, type AdminRequestView } from './request-facts.js';
import { SubscriptionMonths } from './subscription-months.js';
import { statusLabel } from '../status-label.js';
import { useAdminMutation, useStaffReads } from '../use-admin.js';

/** /admin/requests/{kind}/{id}: what was asked, by whom, its refunds (refills, tickets), its moves (and quote or months) and its audit log. */
export function RequestDetail({ kind, id, owner }: { kind: string; id: string; owner: boolean }) {
  const { t, lang } = useI18n();
  const query = useQuery(accountQueries, adminOperations.AdminRequest, { kind, id }, lang, useStaffReads());
  const move = useAdminMutation(adminOperations.AdminMoveRequest);
  const request = query.data?.adminRequest;
  if (!request) return <QueryStatus error={query.loading ? undefined : (query.error ?? 'errors.notFound')} retry={query.retry} />;
  const onMove = async (status: string, note: string) => {
    const moved = await move.run({ kind, id, status, version: request.version, note: note || null });
    query.retry();
    return Boolean(moved);
  };
  // A personalized request is quoted with a price (the quote form), never by a bare move.
  const moves = kind === 'personalized' ? request.moves.filter((status) => status !== 'quoted') : request.moves;
  return (
    <article className="admin-detail" aria-busy={query.loading || undefined}>
      <h2>{t(`admin.requests.title.${kind}`, { id: localizeDigits(request.id, lang) })}</h2>
      <RefundsBox refunds={request.refundsDue} />
      <dl className="order-facts">
        <dt>{t('admin.orders.status')}</dt>
        <dd data-status={request.status}>{statusLabel(t, request.status)}</dd>
        <dt>{t('admin.orders.date')}</dt>
        <dd>{dateTime(request.date, lang)}</dd>
        <dt>{t('admin.orders.total')}</dt>
        <dd>
          {request.total === null ? t('admin.requests.unquoted') : formatPrice(request.total, lang)}
          {request.total !== null ? ` · ${t(request.paid ? 'admin.paid' : 'admin.unpaid')}` : ''}
        </dd>
        <SalePartnerFact partner={request.partner} />
      </dl>
      <RequestFacts request={request} />
      {kind === 'refill' || kind === 'ticket' ? <ConfirmationBox kind={kind} id={id} confirmation={request.confirmation} status={request.status} onDone={query.retry} /> : null}
      {request.refunds && (kind === 'refill' || kind === 'ticket') ? (
        <RefundBox kind={kind} id={id} refunds={request.refunds} method={request.refill?.method ?? request.ticket?.method ?? 'cash'} owner={owner} onDone={query.retry} />
      ) : null}
      <CustomerFacts customer={request.customer} />
      {kind === 'personalized' && (request.status === 'pending' || request.status === 'quoted') ? (
        <QuoteForm key={`quote-${request.version}`} id={id} version={request.version} current={request.personalized?.price ?? null} onDone={query.retry} />
      ) : null}
      <MoveForm
        key={request.version}
        moves={moves}
        busy={move.busy}
        error={move.error}
        onMove={onMove}
        caution={(status) => unconfirmedCaution(request.confirmation, status)}
        ask={askBeforeAccepting(request.confirmation)}
      />
      {request.subscription ? <SubscriptionMonths id={id} version={request.version} months={request.subscription.months} onDone={query.retry} /> : null}
      <AuditList audit={request.audit} />
    </article>
  );
}
