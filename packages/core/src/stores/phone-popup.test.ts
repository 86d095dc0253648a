import { beforeEach, describe, expect, it } from 'vitest';
import { freshPage } from '../internal/fresh-page.js';

describe('$phonePopup', () => {
  beforeEach(freshPage);

  it('is offered to a user without a phone until dismissed', async () => {
    const { $phonePopup, offerPhonePopup, closePhonePopup } = await import('./phone-popup.js');
    offerPhonePopup({ phone: '' });
    expect($phonePopup.get().open).toBe(true);
    closePhonePopup();
    expect($phonePopup.get()).toEqual({ open: false, dismissed: true });
    offerPhonePopup({ phone: null });
    expect($phonePopup.get().open).toBe(false);
  });

  it('is not offered to a user with a phone', async () => {
    const { $phonePopup, offerPhonePopup } = await import('./phone-popup.js');
    offerPhonePopup({ phone: '07701234567' });
    expect($phonePopup.get().open).toBe(false);
  });

  it('re-opens on demand even after being dismissed', async () => {
    const { $phonePopup, closePhonePopup, openPhonePopup } = await import('./phone-popup.js');
    closePhonePopup();
    openPhonePopup();
    expect($phonePopup.get().open).toBe(true);
  });

  it('closes after a successful phone update, which the user then has', async () => {
    const { $phonePopup, openPhonePopup, phoneUpdated } = await import('./phone-popup.js');
    const { $user } = await import('./user.js');
    $user.set({ id: '1', name: 'Ada', email: 'ada@example.iq', phone: null });
    openPhonePopup();
    phoneUpdated('07701234567');
    expect($phonePopup.get().open).toBe(false);
    expect($user.get()?.phone).toBe('07701234567');
  });
});
