import { describe, expect, it } from 'vitest';
import { adminMessages, ALL_MESSAGE_AREAS, createTranslator, loadMessages, type Lang } from '@candleshop/core';
import { paymentLabel } from './payment-label.js';

const translator = async (lang: Lang) => createTranslator(lang, await loadMessages(lang, [...ALL_MESSAGE_AREAS, adminMessages]));

describe("an order's payment in the back office", () => {
  it('says where a paid cash order was paid, and only whether any other is paid', async () => {
    const t = await translator('en');
    expect(paymentLabel(t, { method: 'cash', paid: false, pickup: false })).toBe('Cash · not paid');
    expect(paymentLabel(t, { method: 'cash', paid: true, pickup: false })).toBe('Cash · paid on delivery');
    expect(paymentLabel(t, { method: 'cash', paid: true, pickup: true })).toBe('Cash · paid at pickup');
    expect(paymentLabel(t, { method: 'zaincash', paid: true, pickup: false })).toBe('ZainCash · paid');
  });

  it('speaks Kurdish and Arabic', async () => {
    expect(paymentLabel(await translator('ar'), { method: 'cash', paid: true, pickup: false })).toMatch(/ · مدفوع عند التوصيل$/);
    expect(paymentLabel(await translator('ku'), { method: 'cash', paid: true, pickup: true })).toMatch(/ · پارەدراو لە کاتی وەرگرتن$/);
  });
});
