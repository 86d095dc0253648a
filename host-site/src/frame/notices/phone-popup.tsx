import { useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import {
  $phonePopup, accountOperations, closePhonePopup, cutPhoneInput, describeError, phoneSchema, phoneUpdated, shopFailures, toWesternDigits, validate,
} from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { accountClient, currentLang } from '../../account/session.js';
import { InputField } from '../../forms/field.js';
import { Modal } from '../../forms/modal.js';

/** SPEC §2, §4 Phone popup: asks a user without a phone for one; closes after a successful update. */
export function PhonePopup() {
  const { t } = useI18n();
  const { open } = useStore($phonePopup);
  const id = useId();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validate(phoneSchema, { phone });
    if (!checked.ok) return setError(checked.errors.phone);
    setBusy(true);
    setError(undefined);
    const result = await accountClient.mutate(accountOperations.UpdatePhone, { phone: checked.data.phone }, currentLang());
    setBusy(false);
    // SPEC §8: a phone update failure shows phone taken.
    if (!result.data) return setError(describeError(result.error, shopFailures.phone).message);
    phoneUpdated(result.data.updatePhone.phone ?? checked.data.phone);
    setPhone('');
  };

  return (
    <Modal open={open} onClose={closePhonePopup} labelledBy={`${id}-title`} className="phone-popup">
      <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
        <h2 id={`${id}-title`}>{t('phonePopup.heading')}</h2>
        <p>{t('phonePopup.intro')}</p>
        <InputField
          label={t('phonePopup.phone')}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('signUp.phonePlaceholder')}
          value={phone}
          error={error}
          // SPEC §5: the popup input is cut to 11 characters.
          onChange={(e) => {
            setPhone(cutPhoneInput(toWesternDigits(e.currentTarget.value)));
            setError(undefined);
          }}
        />
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
