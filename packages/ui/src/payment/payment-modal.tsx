import { useEffect, useRef, type FormEvent, type RefObject, type SyntheticEvent } from 'react';
import type { PaymentMethod } from '@candleshop/core';
import { useI18n } from '../i18n/i18n-context.js';

/** The message keys of a payment modal: each widget words it for what is bought (an order, a ticket). */
export interface PaymentModalKeys {
  title: string;
  confirm: string;
  back: string;
  /** The hint under cash, under the online providers, and under FIB. */
  cash: string;
  online: string;
  fib: string;
}

/** Options of {@link PaymentModal}. */
export interface PaymentModalOptions {
  open: boolean;
  methods: readonly PaymentMethod[];
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  /** The modal closed without a confirm (Back, Escape). */
  onClose: () => void;
  onConfirm: () => void;
  keys: PaymentModalKeys;
}

// A modal <dialog> follows `open`: showModal() traps the focus, which the `open` attribute would not.
function useModal(open: boolean): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open === open) return;
    if (open) element.showModal();
    else element.close();
  }, [open]);
  return dialog;
}

const HINT: Record<PaymentMethod, keyof PaymentModalKeys> = { cash: 'cash', nasspay: 'online', zaincash: 'online', fastpay: 'online', fib: 'fib' };

/**
 * SPEC §2 Shared chrome: the payment-method chooser, a modal <dialog> (focus stays inside, Escape
 * closes it) with the methods as a radio group; cash is chosen by default (SPEC §9). The texts are
 * the caller's keys, so a widget loads only its own message area.
 */
export function PaymentModal({ open, methods, method, onMethod, onClose, onConfirm, keys }: PaymentModalOptions) {
  const { t } = useI18n();
  const dialog = useModal(open);
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  // Escape asks first (cancel): the form's step closes the dialog, as it opened it. Left to the
  // browser, the dialog closed at once and said so a task later (close), after input the browser
  // handles first: a submit in between met a form still paying and did nothing.
  const cancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  return (
    <dialog ref={dialog} className="modal" part="payment-modal" aria-labelledby="payment-title" onCancel={cancel} onClose={onClose}>
      <form onSubmit={confirm}>
        <fieldset className="methods">
          <legend id="payment-title" className="modal-title">
            {t(keys.title)}
          </legend>
          {methods.map((option) => (
            <label key={option} className="method" part="method">
              {/* The modal opens on the chosen method, not on the first radio. */}
              <input type="radio" name="method" value={option} checked={option === method} autoFocus={option === method} onChange={() => onMethod(option)} />
              <span>
                <span className="method-name">{t(`payment.methods.${option}`)}</span>
                <span className="muted small">{t(keys[HINT[option]])}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="actions">
          <button type="button" className="button secondary" onClick={onClose}>
            {t(keys.back)}
          </button>
          <button type="submit" className="button" part="confirm">
            {t(keys.confirm)}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** SPEC §2 Checkout: the loading modal asking to wait for payment; it cannot be dismissed. */
export function WaitModal({ open }: { open: boolean }) {
  const { t } = useI18n();
  const dialog = useModal(open);
  return (
    <dialog ref={dialog} className="modal wait" part="wait-modal" aria-labelledby="wait-text" onCancel={(event) => event.preventDefault()}>
      <span className="spinner" aria-hidden="true" />
      <p id="wait-text" role="status">
        {t('payment.wait')}
      </p>
    </dialog>
  );
}

/** Options of {@link PaymentSteps}: the payment modal's, opened by the form's step. */
export type PaymentStepsOptions = Omit<PaymentModalOptions, 'open'> & { step: string };

/** A paying form's dialogs: the payment method while its step is `paying`, the wait while it is `placing`. */
export function PaymentSteps({ step, ...modal }: PaymentStepsOptions) {
  return (
    <>
      <PaymentModal {...modal} open={step === 'paying'} />
      <WaitModal open={step === 'placing'} />
    </>
  );
}
