import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { adminMessages, ALL_MESSAGE_AREAS, createTranslator, loadMessages, planMessages, textDirection, type Lang } from '@candleshop/core';
import { I18nProvider } from '@candleshop/ui';
import { network, stubNetwork } from '../test-support.js';
import { $router } from '../router.js';
import { AdminFrame, type FrameStaff } from './admin-frame.js';
import type { AdminRoute } from './admin-routes.js';

stubNetwork();

const owner: FrameStaff = { name: 'Shler', email: 'owner@example.com', role: 'owner', verified: true };

// The frame in `lang` with the texts the back office loads (admin-page.tsx).
async function frame(route: AdminRoute, staff: FrameStaff | undefined, lang: Lang = 'en') {
  const messages = await loadMessages(lang, [...ALL_MESSAGE_AREAS, adminMessages, planMessages]);
  return render(
    <I18nProvider value={{ lang, dir: textDirection(lang), t: createTranslator(lang, messages) }}>
      <AdminFrame route={route} staff={staff}>
        <p>the page</p>
      </AdminFrame>
    </I18nProvider>,
  );
}

describe('the back office frame', () => {
  it('opens and closes its parts under a menu button that names the current part (a phone shows only the button: site.css)', async () => {
    await frame('adminOrders', owner);
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    const button = within(nav).getByRole('button', { name: 'Menu Orders' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(nav.querySelector('ul')!.id);
    expect(nav.hasAttribute('data-open')).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    expect(nav.getAttribute('data-open')).toBe('true');
    fireEvent.click(button);
    await waitFor(() => expect(nav.hasAttribute('data-open')).toBe(false));
  });

  it('shows the shop, its own parts with the current one marked, and who is signed in, with no shop chrome', async () => {
    const { container } = await frame('adminWorkshop', owner);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Candleshop' }).getAttribute('href')).toBe('/');
    expect(within(banner).getByText('Signed in as Shler (owner)')).toBeTruthy();
    expect(within(banner).getByText('owner@example.com')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Orders',
      'Requests',
      'Call the customer',
      'Plan refills',
      'Workshops',
      'Products',
      'Subscribers',
      'Check-in',
      'Gift cards',
      'Delivery runs',
      'Couriers',
      'Partners',
      'Partner commission',
      'Promotions',
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual(['Workshops']);
    expect(within(nav).getByRole('link', { name: 'Requests' }).getAttribute('href')).toBe('/admin/requests');
    // Issue 28 item 4: /admin opens on the dashboard; the orders have their own address.
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/admin');
    expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/admin/orders');
    expect(screen.getByLabelText('Language')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('the page')).toBeTruthy();
    // None of the storefront's chrome: promo, shop menu, search, cart drawer, newsletter, footer.
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
    expect(container.querySelector('candle-cart-drawer, candle-newsletter, .whitelabel-promo, .site-header, .site-footer, footer')).toBeNull();
    expect(screen.queryByRole('link', { name: /calculate/i })).toBeNull();
  });

  it("leaves the owner's parts out for staff, and speaks Arabic", async () => {
    await frame('adminCheckIn', { ...owner, role: 'staff' }, 'ar');
    const nav = screen.getByRole('navigation', { name: 'لوحة الإدارة' });
    // Staff read the couriers (issue 36): the owner alone changes them; staff see the plans' coming refills (issue 37).
    expect(within(nav).getAllByRole('link')).toHaveLength(12);
    expect(within(nav).getByRole('link', { name: 'تعبئات الخطط' }).getAttribute('href')).toBe('/ar/admin/plan-cycles');
    expect(within(nav).getByRole('link', { name: 'المندوبون' }).getAttribute('href')).toBe('/ar/admin/couriers');
    expect(within(nav).getByRole('link', { name: 'تسجيل الحضور' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'تسجيل الحضور' }).getAttribute('href')).toBe('/ar/admin/check-in');
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeTruthy();
  });

  it('shows no parts before the second factor, and no one before the server answered', async () => {
    const { unmount } = await frame('admin', { ...owner, verified: false });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    unmount();
    await frame('admin', undefined);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Candleshop' })).toBeTruthy();
  });

  it('signs out and lands on the sign-in', async () => {
    $router.open('/admin/products');
    network.answers.Logout = () => ({ data: { logout: { status: 'ok', message: null } } });
    await frame('adminProducts', owner);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect($router.get()?.route).toBe('signin'));
    expect(network.sent.map((call) => call.operation)).toEqual(['Logout']);
  });
});
