import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/preact';
import { renderIn } from '../test-support.js';
import { WorkshopLinks } from './workshop-links.js';

const workshops = [
  { id: '2', title: 'Beeswax pillars', date: '2026-12-05T12:00:00Z' },
  { id: '7', title: 'Soy jars', date: '2026-12-12T12:00:00Z' },
];

describe('WorkshopLinks', () => {
  afterEach(cleanup);

  it("links each upcoming workshop's own page, with its date", async () => {
    await renderIn(<WorkshopLinks workshops={workshops} />);
    const nav = screen.getByRole('navigation', { name: 'Each workshop’s page' });
    const links = [...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Beeswax pillars, 5/12/2026', '/workshops/2'],
      ['Soy jars, 12/12/2026', '/workshops/7'],
    ]);
  });

  it('keeps the language in the links and writes Arabic-Indic digits in ar', async () => {
    await renderIn(<WorkshopLinks workshops={workshops.slice(0, 1)} />, 'ar');
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/ar/workshops/2');
    expect(link.textContent).toBe('Beeswax pillars، ٥/١٢/٢٠٢٦');
  });

  it('shows nothing when no workshop is coming', async () => {
    const { container } = await renderIn(<WorkshopLinks workshops={[]} />);
    expect(container.querySelector('nav')).toBeNull();
  });
});
