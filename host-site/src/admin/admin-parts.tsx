import type { FormEvent } from 'react';
import { isolateIn, localizeDigits, nationalPhone, workshopTime, type Lang } from '@candleshop/core';
import { Isolated, IsolatedList, Pagination, useI18n } from '@candleshop/ui';
import { FormAlert } from '../forms/field.js';
import { useForm } from '../forms/use-form.js';
import { statusLabel } from './status-label.js';

/** A list's pages under it, and how many rows it has in all. */
export function AdminPager({ info, onPage }: { info: { current: number; pages: number; total: number }; onPage: (page: number) => void }) {
  const { t, lang } = useI18n();
  return (
    <div className="admin-pager">
      <p className="muted" role="status">
        {t('admin.total', { count: info.total, total: localizeDigits(String(info.total), lang) })}
      </p>
      <Pagination current={info.current} pages={info.pages} onPage={onPage} />
    </div>
  );
}

/** Who a request or an order belongs to. */
export function CustomerFacts({ customer }: { customer: { name: string; email: string; phone: string; lang: string; guest: boolean } }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="admin-customer">
      <h2 id="admin-customer">{t('admin.customer.title')}</h2>
      <dl className="order-facts">
        <dt>{t('admin.customer.name')}</dt>
        <dd>
          <Isolated dir="auto">{customer.name}</Isolated> {customer.guest ? `(${t('admin.customer.guest')})` : ''}
        </dd>
        <dt>{t('admin.customer.email')}</dt>
        <dd>
          <a href={`mailto:${customer.email}`}>
            <Isolated>{customer.email}</Isolated>
          </a>
        </dd>
        <dt>{t('admin.customer.phone')}</dt>
        <dd>
          <a href={`tel:${customer.phone}`}>
            <Isolated>{nationalPhone(customer.phone)}</Isolated>
          </a>
        </dd>
        <dt>{t('admin.customer.lang')}</dt>
        <dd>{t(`language.${customer.lang}`)}</dd>
      </dl>
    </section>
  );
}

/** Where a sale is delivered (city · address) or picked up, each part isolated (issue 36 item 2). */
export function SalePlace({ sale }: { sale: { pickup: boolean; sellingPoint?: { title: string } | null; city?: { name: string } | null; address?: string | null } }) {
  const { t, lang } = useI18n();
  if (sale.pickup) return <>{t('admin.orders.pickupAt', { place: isolateIn(lang, sale.sellingPoint?.title ?? '') })}</>;
  return (
    <IsolatedList
      values={[
        [sale.city?.name, 'auto'],
        [sale.address, 'auto'],
      ]}
    />
  );
}

/** Options of {@link MoveForm}. */
export interface MoveFormOptions {
  moves: readonly string[];
  busy: boolean;
  error?: string;
  /** Answers whether the move was made. */
  onMove: (status: string, note: string) => Promise<boolean>;
  /** What staff must know before making the chosen move (a message key), if anything. */
  caution?: (status: string) => string | undefined;
  /** A box staff must tick before making the chosen move (its label's message key), if any. */
  ask?: (status: string) => string | undefined;
}

/** Moves an order or a request to one of the statuses its rules allow from here, with a note. */
export function MoveForm({ moves, busy, error, onMove, caution, ask }: MoveFormOptions) {
  const { t } = useI18n();
  const { form, edit } = useForm({ status: moves[0] ?? '', note: '' });
  const { status, note } = form;
  if (moves.length === 0) return <p className="muted">{t('admin.move.none')}</p>;
  const chosen = moves.includes(status) ? status : moves[0]!;
  const cautionKey = caution?.(chosen);
  const askKey = ask?.(chosen);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onMove(chosen, note.trim())) edit('note', '');
  };
  return (
    <form className="admin-form move-form" onSubmit={submit} aria-busy={busy || undefined}>
      <h2>{t('admin.move.title')}</h2>
      <FormAlert alert={error ? { message: error } : undefined} />
      <div className="field">
        <label htmlFor="admin-move-status">{t('admin.move.to')}</label>
        <select id="admin-move-status" value={chosen} aria-describedby={cautionKey ? 'admin-move-caution' : undefined} onChange={(event) => edit('status', event.currentTarget.value)}>
          {moves.map((move) => (
            <option key={move} value={move}>
              {statusLabel(t, move)}
            </option>
          ))}
        </select>
        {cautionKey ? (
          <p id="admin-move-caution" className="admin-caution">
            {t(cautionKey)}
          </p>
        ) : null}
      </div>
      {askKey ? (
        <label className="checkbox">
          <input type="checkbox" required />
          {t(askKey)}
        </label>
      ) : null}
      <div className="field">
        <label htmlFor="admin-move-note">{t('admin.move.note')}</label>
        <textarea id="admin-move-note" value={note} maxLength={500} rows={2} onChange={(event) => edit('note', event.currentTarget.value)} />
      </div>
      <button type="submit" className="button" disabled={busy}>
        {t(busy ? 'admin.move.moving' : 'admin.move.submit')}
      </button>
    </form>
  );
}

type Audit = { id: string; date: string; staff: string; action: string; address: string; before: string; after: string; note: string | null };

// The audit row's before and after as "field: value" pairs (they are JSON objects).
function changes(json: string): string {
  try {
    const value = JSON.parse(json) as Record<string, unknown>;
    return Object.entries(value)
      .map(([field, item]) => `${field}: ${typeof item === 'object' ? JSON.stringify(item) : String(item)}`)
      .join(', ');
  } catch {
    return json;
  }
}

/** A moment in Baghdad time, day/month/year hh:mm, in the language's digits. */
export function dateTime(iso: string, lang: Lang): string {
  const when = workshopTime(iso, lang);
  return `${when.date} ${when.time}`;
}

/** The append-only log of who changed this, when, from where, before and after. */
export function AuditList({ audit }: { audit: readonly Audit[] }) {
  const { t, lang } = useI18n();
  return (
    <section aria-labelledby="admin-audit">
      <h2 id="admin-audit">{t('admin.audit.title')}</h2>
      {audit.length === 0 ? (
        <p className="muted">{t('admin.audit.empty')}</p>
      ) : (
        <ol className="admin-audit">
          {audit.map((entry) => (
            <li key={entry.id}>
              <p>
                <strong>{dateTime(entry.date, lang)}</strong> · <Isolated>{entry.staff}</Isolated> · {t(`admin.audit.actions.${entry.action}`)} · <Isolated>{entry.address}</Isolated>
              </p>
              <p className="admin-change">
                <Isolated>{changes(entry.before)}</Isolated> → <Isolated>{changes(entry.after)}</Isolated>
              </p>
              {entry.note ? (
                <p>
                  <Isolated dir="auto">{entry.note}</Isolated>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
