import { describe, expect, it } from 'vitest';
import { checkCheckout, deliverySchema, shippingSchema } from './checkout.js';
import { guestContactSchema } from './guest-contact.js';
import { productChoiceSchema } from './product-choice.js';
import { SILENT_KEYS, validate, validateFirst } from './validate.js';

describe('guestContactSchema', () => {
  it('checks name, phone and email in that order, one error at a time', () => {
    expect(validateFirst(guestContactSchema, {}).errors).toEqual({ name: 'checkout.nameRequired' });
    expect(validateFirst(guestContactSchema, { name: 'Ada' }).errors).toEqual({ phone: 'checkout.phoneRequired' });
    expect(validateFirst(guestContactSchema, { name: 'Ada', phone: '07701234567', email: ' ' }).errors).toEqual({
      email: 'checkout.emailRequired',
    });
    expect(validateFirst(guestContactSchema, { name: 'Ada', phone: '07701234567', email: 'ada@example.iq' }).ok).toBe(true);
  });
});

describe('deliverySchema', () => {
  it('asks for a city and an address', () => {
    expect(validate(deliverySchema, { city: '', address: '' }).errors).toEqual({ city: 'checkout.chooseCity', address: 'checkout.enterAddress' });
    expect(validate(deliverySchema, { city: 4, address: 'Karrada, street 62' })).toEqual({
      ok: true,
      data: { city: '4', address: 'Karrada, street 62' },
    });
  });
});

describe('shippingSchema', () => {
  it('needs delivery or pickup', () => {
    expect(validate(shippingSchema, {}).errors).toEqual({ shipping: 'checkout.chooseShipping' });
    expect(validate(shippingSchema, { shipping: 'post' }).errors).toEqual({ shipping: 'checkout.chooseShipping' });
    expect(validate(shippingSchema, { shipping: 'delivery' }).ok).toBe(true);
  });

  it('needs the selling point of a pickup', () => {
    expect(validate(shippingSchema, { shipping: 'pickup' }).errors).toEqual({ sellingPoint: 'checkout.chooseSellingPoint' });
    expect(validate(shippingSchema, { shipping: 'pickup', sellingPoint: '2' }).ok).toBe(true);
  });
});

describe('checkCheckout', () => {
  const guest = { name: 'Ada', phone: '07701234567', email: 'ada@example.iq' };
  const delivery = { city: '1', address: 'Ankawa' };

  it('asks for the shipping choice before anything else', () => {
    expect(checkCheckout({ signedIn: false, shipping: {}, guest: {}, delivery: {} })).toEqual({
      ok: false,
      step: 'shipping',
      errors: { shipping: 'checkout.chooseShipping' },
    });
  });

  it('then checks a guest contact, then the delivery', () => {
    expect(checkCheckout({ signedIn: false, shipping: { shipping: 'delivery' }, guest: { name: 'Ada' }, delivery: {} })).toMatchObject({
      step: 'contact',
      errors: { phone: 'checkout.phoneRequired' },
    });
    expect(checkCheckout({ signedIn: false, shipping: { shipping: 'delivery' }, guest, delivery: { city: '1' } })).toMatchObject({
      step: 'delivery',
      errors: { address: 'checkout.enterAddress' },
    });
    expect(checkCheckout({ signedIn: false, shipping: { shipping: 'delivery' }, guest, delivery })).toEqual({ ok: true });
  });

  it('needs no contact from a signed-in shopper and no address for pickup', () => {
    expect(checkCheckout({ signedIn: true, shipping: { shipping: 'pickup', sellingPoint: '1' } })).toEqual({ ok: true });
  });
});

describe('productChoiceSchema', () => {
  const product = { stock: 3, sizes: [{}], colors: [{}], scents: [{}] };
  const choice = { size: '71', color: '3', scent: '4', quantity: 1 };

  it('accepts a full choice', () => {
    expect(validate(productChoiceSchema(product), choice)).toEqual({ ok: true, data: choice });
  });

  it('blocks a missing size silently and asks for colour and scent', () => {
    const result = validate(productChoiceSchema(product), { quantity: 1 });
    expect(result.errors).toEqual({ size: 'validation.pickSize', color: 'validation.pickColor', scent: 'validation.pickScent' });
    expect(SILENT_KEYS).toContain(result.errors!.size);
  });

  it('needs no choice the product does not offer', () => {
    expect(validate(productChoiceSchema({ stock: 3, sizes: [], colors: [], scents: [] }), { quantity: 2 }).ok).toBe(true);
  });

  it('keeps the quantity within 1 and the stock', () => {
    const schema = productChoiceSchema(product);
    expect(validate(schema, { ...choice, quantity: 3 }).ok).toBe(true);
    expect(validate(schema, { ...choice, quantity: 4 }).errors).toEqual({ quantity: 'order.moreThanStock' });
    expect(validate(schema, { ...choice, quantity: 0 }).errors).toEqual({ quantity: 'validation.quantityRange' });
    expect(validate(productChoiceSchema({ ...product, stock: 0 }), choice).errors).toEqual({ quantity: 'product.outOfStock' });
  });
});
