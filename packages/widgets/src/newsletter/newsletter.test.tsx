import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { createAccountClient, createLocalHumanCheck, type Lang } from '@candleshop/core';
import { Newsletter } from './newsletter.js';

afterEach(cleanup);

function renderBox(answer: Record<string, unknown>, lang: Lang = 'en', status = 200) {
  const sent: Array<Record<string, unknown>> = [];
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    sent.push((JSON.parse(String(init?.body)) as { variables: Record<string, unknown> }).variables);
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  };
  let requested = 0;
  render(<Newsletter account={createAccountClient({ endpoint: 'http://shop.test/graphql', fetch })} lang={lang} humanCheck={createLocalHumanCheck({ warn: () => {} })} localHumanCheck onRequested={() => requested++} />);
  return { sent, requested: () => requested };
}

describe('Newsletter', () => {
  it('checks the address, then signs up with a human-check token and says to confirm by mail', async () => {
    const { sent, requested } = renderBox({ data: { newsletter: true } });
    const input = (await screen.findByLabelText('Email address')) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(input, { target: { value: 'ada@example.iq' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(requested()).toBe(1));
    expect(sent).toEqual([{ email: 'ada@example.iq', token: 'local-unverified' }]);
    expect(screen.getByRole('status').textContent).toContain('Open the link we mailed you to confirm');
    expect(screen.getByText('Local human check: nothing is verified (offline stand-in).')).toBeTruthy();
  });

  it('shows SPEC §8 bad request texts and keeps the address', async () => {
    const { requested } = renderBox({ data: null, errors: [{ message: 'bad.request' }] });
    const input = (await screen.findByLabelText('Email address')) as HTMLInputElement;
    fireEvent.input(input, { target: { value: 'ada@example.iq' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('An error occured, please try again later!'));
    expect(input.value).toBe('ada@example.iq');
    expect(requested()).toBe(0);
  });

  it('says to try again in a few seconds when the shop answers 503 service.unavailable, and keeps the address (issue 23)', async () => {
    const { sent, requested } = renderBox({ errors: [{ message: 'service.unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }, 'en', 503);
    const input = (await screen.findByLabelText('Email address')) as HTMLInputElement;
    fireEvent.input(input, { target: { value: 'ada@example.iq' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('The shop is briefly unavailable. Please try again in a few seconds.'));
    expect(input.value).toBe('ada@example.iq');
    expect(requested()).toBe(0);
    // The same address goes again as it is.
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual(sent[0]);
  });

  it('is right to left in Arabic', async () => {
    renderBox({ data: { newsletter: true } }, 'ar');
    await screen.findByLabelText('البريد الإلكتروني');
    expect(document.querySelector('section')!.getAttribute('dir')).toBe('rtl');
    expect(screen.getByText('اشترك واحصل على خصم ١٥٪ على مشترياتك القادمة')).toBeTruthy();
  });
});
