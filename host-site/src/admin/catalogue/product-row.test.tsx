import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { network, refused, stubNetwork } from '../../test-support.js';
import { onePage, viewAdmin } from '../admin-test-support.js';

stubNetwork();

const product = { id: '8', version: 2, title: 'Tigris jasmine', image: null, stock: 14, price: null, visible: true, lowStockThreshold: 5, sizes: [{ id: '3', price: 18000, size: { id: '1', title: '180 g' } }] };

describe('a product of the back office', () => {
  it('saves stock, size prices and visibility together, with the version it saw, and says so', async () => {
    network.answers.AdminProducts = () => ({ data: { adminProducts: onePage([product]) } });
    network.answers.AdminSetProduct = ({ input }) => ({ data: { adminSetProduct: { ...product, version: 3, stock: input.stock, visible: input.visible } } });
    await viewAdmin('adminProducts');
    fireEvent.input(await screen.findByLabelText('Stock'), { target: { value: '2a0' } });
    fireEvent.input(screen.getByLabelText('Price for 180 g (IQD)'), { target: { value: '19500' } });
    fireEvent.click(screen.getByLabelText('Shown in the shop'));
    fireEvent.input(screen.getByLabelText('Running out at'), { target: { value: '3' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!);
    expect(await screen.findByText('Saved. The shop shows the change now.')).toBeTruthy();
    expect(network.sent.find((call) => call.operation === 'AdminSetProduct')?.variables).toEqual({
      input: { id: '8', version: 2, stock: 20, price: null, visible: false, lowStockThreshold: 3, sizes: [{ id: '3', price: 19500 }] },
    });
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    network.answers.AdminProducts = () => ({ data: { adminProducts: onePage([product]) } });
    network.answers.AdminSetProduct = () => refused('admin.changed');
    await viewAdmin('adminProducts');
    fireEvent.input(await screen.findByLabelText('Stock'), { target: { value: '9' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!);
    expect(await screen.findByText(/Someone changed this meanwhile/)).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Stock') as HTMLInputElement).value).toBe('9'));
    expect(screen.queryByText('Saved. The shop shows the change now.')).toBeNull();
  });
});
