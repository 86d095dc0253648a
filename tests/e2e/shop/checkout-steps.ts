import { expect, type Page } from '@playwright/test';

// The steps of <candle-checkout> a journey takes; labels default to English.

/** The labels a guest reads from a product page to the placed order, in the two languages the journeys run in. */
export const BUYING_LABELS = {
  en: {
    size: 'Size',
    scent: 'Scent',
    productColor: 'Colour',
    addRefill: 'Add to refill cart',
    addToCart: 'Add to cart',
    toCheckout: 'Proceed to checkout',
    guest: { name: 'Name', phone: 'Phone', email: 'Email' },
    delivery: 'Delivery',
    city: 'City',
    address: 'Address',
    place: 'Place order',
    confirm: 'Confirm order',
    cash: 'Cash',
  },
  ar: {
    size: 'الحجم',
    scent: 'العطر',
    productColor: 'اللون',
    addRefill: 'أضف إلى سلة إعادة التعبئة',
    addToCart: 'أضف إلى السلة',
    toCheckout: 'المتابعة إلى الدفع',
    guest: { name: 'الاسم', phone: 'رقم الهاتف', email: 'البريد الإلكتروني' },
    delivery: 'توصيل',
    city: 'المدينة',
    address: 'العنوان',
    place: 'إرسال الطلب',
    confirm: 'تأكيد الطلب',
    cash: 'الدفع نقدًا',
  },
} as const;

export const checkout = (page: Page) => page.locator('candle-checkout');
export const modal = (page: Page) => checkout(page).locator('dialog[part="payment-modal"]');

export async function fillGuest(page: Page, labels = { name: 'Name', phone: 'Phone', email: 'Email' }, phone = '07701234567') {
  await checkout(page).getByLabel(labels.name).fill('Sara Ahmed');
  await checkout(page).getByLabel(labels.phone).fill(phone);
  await checkout(page).getByLabel(labels.email).fill('sara@example.com');
}

export async function chooseDelivery(page: Page, labels = { delivery: 'Delivery', city: 'City', address: 'Address' }) {
  await checkout(page).getByRole('radio', { name: labels.delivery }).check();
  const city = checkout(page).getByLabel(labels.city);
  await expect(city.locator('option')).not.toHaveCount(1);
  await city.selectOption({ index: 1 });
  await checkout(page).getByLabel(labels.address).fill('Street 5, Erbil');
}

export async function pay(page: Page, method: string, confirm = 'Confirm order', place = 'Place order') {
  await checkout(page).getByRole('button', { name: place }).click();
  await expect(modal(page)).toBeVisible();
  await modal(page)
    .getByRole('radio', { name: new RegExp(`^${method}`) })
    .check();
  await modal(page).getByRole('button', { name: confirm }).click();
}
