import { adminOperations } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { dateTime } from './admin-parts.js';
import { useAdminMutation } from './use-admin.js';

/** A sale's confirmation by its customer (schema ConfirmationState, issue 28 item 1). */
export interface ConfirmationState {
  status: string;
  toCall: boolean;
  callAfter: string;
  answeredAt?: string | null;
  calledAt?: string | null;
  calledBy?: string | null;
}

const ENDED = ['cancelled', 'rejected', 'completed'];

/** The sales whose customer confirms them. */
export type ConfirmedKind = 'order' | 'refill' | 'ticket';

// Issue 36 item 1: accepting a sale its customer has not confirmed asks first.
const accepting = (confirmation: ConfirmationState | null | undefined, status: string) => status === 'accepted' && confirmation?.status === 'awaiting';

/** The caution shown while staff choose to accept a sale still awaiting its customer's answer (a message key). */
export function unconfirmedCaution(confirmation: ConfirmationState | null | undefined, status: string): string | undefined {
  return accepting(confirmation, status) ? 'admin.move.unconfirmed' : undefined;
}

/** The box staff tick to accept such a sale anyway (MoveForm's `ask`). */
export function askBeforeAccepting(confirmation: ConfirmationState | null | undefined) {
  return (status: string) => (accepting(confirmation, status) ? 'admin.move.acceptAnyway' : undefined);
}

/** The state in words for a list's cell: awaiting, confirmed or cancelled by the customer, and "to call" when due. */
export function ConfirmationLabel({ confirmation }: { confirmation?: ConfirmationState | null }) {
  const { t } = useI18n();
  if (!confirmation) return null;
  return (
    <span className="confirmation-state" data-confirmation={confirmation.status}>
      {t(`admin.confirmation.status.${confirmation.status}`)}
      {confirmation.toCall ? (
        <>
          {' · '}
          <strong>{t('admin.confirmation.toCall')}</strong>
        </>
      ) : null}
    </span>
  );
}

/**
 * The sale page's confirmation box: its state, when to call, who called; while it awaits, staff
 * record the call, or confirm or cancel for the customer (audited on the server).
 */
export function ConfirmationBox({ kind, id, confirmation, status, onDone }: { kind: ConfirmedKind; id: string; confirmation?: ConfirmationState | null; status: string; onDone: () => void }) {
  const { t, lang } = useI18n();
  const called = useAdminMutation(adminOperations.AdminConfirmationCalled);
  const answer = useAdminMutation(adminOperations.AdminAnswerConfirmation);
  if (!confirmation) return null;
  // Issue 36 item 4: a sale that has ended (cancelled, rejected, completed) offers no confirmation.
  const waiting = confirmation.status === 'awaiting' && !ENDED.includes(status);
  const busy = called.busy || answer.busy;
  const act = async (run: () => Promise<unknown>) => {
    if (busy) return;
    await run();
    // Done or refused because it moved on: either way the page shows what is true now.
    onDone();
  };
  const error = called.error ?? answer.error;
  return (
    <section className="admin-confirmation" aria-labelledby={`confirmation-${kind}-${id}`}>
      <h3 id={`confirmation-${kind}-${id}`}>{t('admin.confirmation.title')}</h3>
      <p>
        <ConfirmationLabel confirmation={waiting || confirmation.status !== 'awaiting' ? confirmation : { ...confirmation, toCall: false }} />
      </p>
      {confirmation.answeredAt ? <p className="muted">{t('admin.confirmation.answeredAt', { date: dateTime(confirmation.answeredAt, lang) })}</p> : null}
      {waiting ? <p className="muted">{t('admin.confirmation.callAfter', { date: dateTime(confirmation.callAfter, lang) })}</p> : null}
      {confirmation.calledAt ? <p>{t('admin.confirmation.called', { date: dateTime(confirmation.calledAt, lang), staff: confirmation.calledBy ?? '' })}</p> : null}
      {waiting ? (
        <div className="admin-actions">
          <button type="button" className="button secondary" aria-disabled={busy || undefined} onClick={() => void act(() => called.run({ kind, id }))}>
            {t('admin.confirmation.recordCall')}
          </button>
          <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => void act(() => answer.run({ kind, id, answer: 'confirm' }))}>
            {t('admin.confirmation.confirmFor')}
          </button>
          <button type="button" className="button secondary" aria-disabled={busy || undefined} onClick={() => void act(() => answer.run({ kind, id, answer: 'cancel' }))}>
            {t('admin.confirmation.cancelFor')}
          </button>
        </div>
      ) : null}
      {busy ? (
        <p role="status" aria-busy="true">
          {t('admin.confirmation.saving')}
        </p>
      ) : null}
      {error ? <p role="alert">{t(error)}</p> : null}
    </section>
  );
}
