import { useEffect, useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, $refillCart, cartReminderMessages, createCartReminderBox, type AccountClient, type ReminderContact } from '@candleshop/core';
import { I18nProvider, useI18n, useMessages } from '@candleshop/ui';

/** Options of {@link CartReminderBox}. */
export interface CartReminderBoxOptions {
  client: AccountClient;
  /** A signed-in customer's box is their account's answer, and their contact the account's. */
  signedIn: boolean;
  /** A guest's contact as typed so far. */
  contact: ReminderContact;
}

// One array for every render: useMessages loads again for a new list of areas.
const AREAS = [cartReminderMessages];

// A contact typed letter by letter is saved once the typing pauses, not at every key.
const SAVE_AFTER_MS = 800;

/**
 * Issue 37 item 2: "Remind me of this cart if I leave it", unticked until the shopper ticks it (or
 * their account said yes). Downloaded after the form shows, with its texts and its call, so a
 * checkout's first download carries none of it (DESIGN §6 budgets).
 */
export function CartReminderBox(options: CartReminderBoxOptions) {
  const { i18n } = useMessages(useI18n().lang, AREAS);
  if (!i18n) return null;
  return (
    <I18nProvider value={i18n}>
      <Box {...options} />
    </I18nProvider>
  );
}

function Box({ client, signedIn, contact }: CartReminderBoxOptions) {
  const { t, lang } = useI18n();
  const langRef = useRef(lang);
  langRef.current = lang;
  const box = useMemo(() => createCartReminderBox({ client, signedIn, lang: () => langRef.current }), [client, signedIn]);
  const consent = useStore(box.$consent);
  const busy = useStore(box.$busy);
  const error = useStore(box.$error);
  const cart = useStore($cart);
  const refills = useStore($refillCart);
  const typed = { name: contact.name, email: contact.email, phone: contact.phone };
  const latest = useRef(typed);
  latest.current = typed;

  useEffect(() => {
    void box.start(latest.current);
  }, [box]);

  // While ticked, the cart and the contact are saved again as they change.
  const changed = JSON.stringify([cart.items.map((line) => [line.id, line.quantity]), refills.items.map((line) => [line.id, line.quantity]), signedIn || typed]);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) return void (first.current = false);
    const timer = setTimeout(() => void box.sync(latest.current), SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [box, changed]);

  return (
    <div className="cart-reminder" part="cart-reminder" aria-busy={busy || undefined}>
      <label className="choice">
        <input type="checkbox" name="cartReminder" checked={consent} aria-describedby="cart-reminder-hint" onChange={(event) => void box.set(event.currentTarget.checked, latest.current)} />
        {t('cartReminder.box')}
      </label>
      <p id="cart-reminder-hint" className="muted small">
        {t('cartReminder.boxHint')}
      </p>
      {error && (
        <p className="field-error" role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}
