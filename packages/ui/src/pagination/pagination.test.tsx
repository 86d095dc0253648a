import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { ALL_MESSAGE_AREAS, createTranslator, loadMessages, textDirection, type Lang, type Translate } from '@candleshop/core';
import { I18nProvider } from '../i18n/i18n-context.js';
import { Pagination, type PaginationOptions } from './pagination.js';

const translators = {} as Record<Lang, Translate>;
beforeAll(async () => {
  for (const lang of ['en', 'ar'] as const) translators[lang] = createTranslator(lang, await loadMessages(lang, ALL_MESSAGE_AREAS));
});
afterEach(cleanup);

function renderPagination(options: Omit<PaginationOptions, 'onPage'>, lang: Lang = 'en') {
  const opened: number[] = [];
  const t = translators[lang];
  render(
    <I18nProvider value={{ t, lang, dir: textDirection(lang) }}>
      <Pagination {...options} onPage={(page) => opened.push(page)} />
    </I18nProvider>,
  );
  return opened;
}

describe('Pagination', () => {
  it('shows nothing for a single page', () => {
    renderPagination({ current: 1, pages: 1 });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('without addresses, pages are buttons: the ends are disabled and the current page opens nothing', () => {
    const opened = renderPagination({ current: 1, pages: 3 });
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(opened).toEqual([3, 2]);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('with addresses, pages are links a server-rendered page can follow, and a plain click opens the page in place', () => {
    const opened = renderPagination({ current: 2, pages: 3, href: (page) => `/press?page=${page}` });
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/press?page=3');
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    const click = fireEvent.click(screen.getByRole('link', { name: 'Previous page' }));
    // The click was taken over: the browser does not load the address as well.
    expect(click).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(opened).toEqual([1]);
  });

  it('leaves a click with a modifier to the browser (a new tab), and a step past the last page is disabled', () => {
    const opened = renderPagination({ current: 3, pages: 3, href: (page) => `/press?page=${page}` });
    expect(fireEvent.click(screen.getByRole('link', { name: 'Page 1' }), { ctrlKey: true })).toBe(true);
    const next = screen.getByRole('link', { name: 'Next page' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(next.hasAttribute('href')).toBe(false);
    fireEvent.click(next);
    expect(opened).toEqual([]);
  });

  it('numbers the pages in Arabic-Indic digits in Arabic', () => {
    renderPagination({ current: 1, pages: 2, href: (page) => `/ar/press?page=${page}` }, 'ar');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toContain('٢');
  });
});
