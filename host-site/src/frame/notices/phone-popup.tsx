import { useId, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $phonePopup, accountOperations, closePhonePopup, cutPhoneInput, phoneSchema, phoneUpdated, shopFailures, toWesternDigits, validate } from '@candleshop/core';
import { useI18n, useMutation } from '@candleshop/ui';
import { accountClient } from '../../account/session.js';
import { PhoneField } from '../../forms/phone-field.js';
import { Modal } from '../../forms/modal.js';
import { useForm } from '../../forms/use-form.js';

/** SPEC §2, §4 Phone popup: asks a user without a phone for one; closes after a successful update. */
export function PhonePopup() {
  const { t } = useI18n();
  const { open } = useStore($phonePopup);
  const id = useId();
  const { form, setForm, edit, shown, setShown } = useForm({ phone: '' });
  // SPEC §8: a phone update failure shows phone taken.
  const { run, busy } = useMutation(accountClient, accountOperations.UpdatePhone, { failures: shopFailures.phone });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validate(phoneSchema, form);
    setShown(checked.errors ?? {});
    if (!checked.ok) return;
    const result = await run({ phone: checked.data.phone });
    if (result.error) return setShown({ phone: result.failure.message });
    phoneUpdated(result.data.updatePhone.phone ?? checked.data.phone);
    setForm({ phone: '' });
  };

  return (
    <Modal open={open} onClose={closePhonePopup} labelledBy={`${id}-title`} className="phone-popup">
      <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
        <h2 id={`${id}-title`}>{t('phonePopup.heading')}</h2>
        <p>{t('phonePopup.intro')}</p>
        {/* SPEC §5: the popup input is cut to 11 characters. */}
        <PhoneField label={t('phonePopup.phone')} value={form.phone} error={shown.phone} onChange={(typed) => edit('phone', cutPhoneInput(toWesternDigits(typed)))} />
        <div className="form-actions">
          <button type="submit" className="button" disabled={busy}>
            {t(busy ? 'phonePopup.saving' : 'phonePopup.save')}
          </button>
          <button type="button" className="button button-secondary" onClick={closePhonePopup}>
            {t('phonePopup.close')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
