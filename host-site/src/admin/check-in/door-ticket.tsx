import { useState } from 'react';
import { formatPrice, localizeDigits } from '@candleshop/core';
import { Field, useI18n } from '@candleshop/ui';
import { dateTime } from '../admin-parts.js';
import { statusLabel } from '../status-label.js';
import type { DoorCheck } from './door-codes.js';
import { peopleLeft, type DoorCheckIn } from './door-list.js';

/** What staff asked to check in: the code, how many, and whether the cash is taken now. */
export interface CheckInChoice {
  code: string;
  people: number;
  payCash: boolean;
  ticket?: string;
}

/** Who let a ticket's people in, and when (the second scan of a ticket shows it). */
export function CheckInEntries({ entries }: { entries: readonly DoorCheckIn[] }) {
  const { t, lang } = useI18n();
  return (
    <ul className="door-entries">
      {entries.map((entry, index) => (
        <li key={index}>{t('admin.checkIn.by', { people: entry.people, by: entry.pending ? t('admin.checkIn.thisPhone') : entry.by, at: dateTime(entry.at, lang) })}</li>
      ))}
    </ul>
  );
}

/**
 * The ticket a code named (issue 27): name, tier and people, payment, who already checked it in
 * and when; then how many of its people come in now, or, for an unpaid cash ticket, the cash to
 * take and check in in one step.
 */
export function DoorTicketPanel({ code, check, onCheckIn }: { code: string; check: DoorCheck; onCheckIn: (choice: CheckInChoice) => void }) {
  const { t, lang } = useI18n();
  if ('ask' in check) return <p role="alert">{t('admin.checkIn.offlineUnknown')}</p>;
  if ('problem' in check && !check.ticket)
    return (
      <p role="alert" className="door-refused">
        {t(`admin.checkIn.problems.${check.problem}`)}
      </p>
    );
  if ('claim' in check) {
    const claim = check.claim;
    return (
      <section className="door-ticket" aria-labelledby="door-ticket">
        <h3 id="door-ticket">{t('admin.checkIn.ticket', { id: claim.ticketId })}</h3>
        <p>{t('admin.checkIn.notInList')}</p>
        <CheckInForm code={code} left={claim.people} ticket={undefined} cash={undefined} onCheckIn={onCheckIn} />
      </section>
    );
  }
  const ticket = check.ticket!;
  const left = peopleLeft(ticket);
  const problem = 'problem' in check ? check.problem : undefined;
  const unpaid = !ticket.paid;
  return (
    <section className="door-ticket" aria-labelledby="door-ticket">
      <h3 id="door-ticket">{t('admin.checkIn.ticket', { id: Number(ticket.id) })}</h3>
      <dl className="facts">
        <dt>{t('admin.checkIn.name')}</dt>
        <dd>{ticket.name}</dd>
        <dt>{t('admin.checkIn.tier')}</dt>
        <dd>{t('admin.checkIn.tierRange', { range: localizeDigits(ticket.tier, lang), price: formatPrice(ticket.price, lang) })}</dd>
        <dt>{t('admin.checkIn.people')}</dt>
        <dd>{localizeDigits(String(ticket.people), lang)}</dd>
        <dt>{t('admin.checkIn.paid')}</dt>
        <dd>
          {t(`payment.methods.${ticket.method}`)} · {formatPrice(ticket.total, lang)} · {t(ticket.paid ? 'admin.paid' : 'admin.unpaid')}
        </dd>
        {problem && (
          <>
            <dt>{t('admin.orders.status')}</dt>
            <dd>{statusLabel(t, ticket.status)}</dd>
          </>
        )}
      </dl>
      {problem && (
        <p role="alert" className="door-refused">
          {t(`admin.checkIn.problems.${problem}`)}
        </p>
      )}
      {ticket.checkIns.length > 0 && (
        <div role="status" className="door-already">
          <p>
            <strong>{t('admin.checkIn.already')}</strong>
          </p>
          <CheckInEntries entries={ticket.checkIns} />
          <p>{t('admin.checkIn.left', { left })}</p>
        </div>
      )}
      {!problem && left > 0 && unpaid && ticket.method !== 'cash' && <p role="alert">{t('admin.checkIn.unpaid')}</p>}
      {!problem && left > 0 && (!unpaid || ticket.method === 'cash') && <CheckInForm code={code} left={left} ticket={ticket.id} cash={unpaid ? ticket.total : undefined} onCheckIn={onCheckIn} />}
    </section>
  );
}

function CheckInForm({ code, left, ticket, cash, onCheckIn }: { code: string; left: number; ticket: string | undefined; cash: number | undefined; onCheckIn: (choice: CheckInChoice) => void }) {
  const { t, lang } = useI18n();
  const [people, setPeople] = useState(left);
  const count = Math.min(Math.max(1, people), left);
  return (
    <form
      className="door-check-in"
      onSubmit={(event) => {
        event.preventDefault();
        onCheckIn({ code, people: count, payCash: cash !== undefined, ...(ticket ? { ticket } : {}) });
      }}
    >
      {left > 1 && (
        <Field id="door-people" label={t('admin.checkIn.howMany')}>
          <input id="door-people" type="number" inputMode="numeric" min={1} max={left} value={people} onChange={(event) => setPeople(Number(event.currentTarget.value))} />
        </Field>
      )}
      <button type="submit" className="button">
        {cash !== undefined ? t('admin.checkIn.payAndCheckIn', { total: formatPrice(cash, lang) }) : t('admin.checkIn.checkIn', { count })}
      </button>
    </form>
  );
}
