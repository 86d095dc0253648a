import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/preact';
import { Isolated, IsolatedList, isolatedCss } from './isolated.js';

afterEach(cleanup);

describe('Isolated', () => {
  it('shows a code, email or phone in a left-to-right bdi kept whole on its line', () => {
    const view = render(
      <p dir="rtl">
        المرجع: <Isolated>5-Q2Y5-S205</Isolated>
      </p>,
    ).container;
    const value = view.querySelector('bdi')!;
    expect(value.textContent).toBe('5-Q2Y5-S205');
    expect(value.getAttribute('dir')).toBe('ltr');
    expect(value.className).toBe('whole-value');
  });

  it('lets text a person wrote read in its own direction', () => {
    const value = render(<Isolated dir="auto">12 Palm Street</Isolated>).container.querySelector('bdi')!;
    expect(value.getAttribute('dir')).toBe('auto');
    expect(value.hasAttribute('class')).toBe(false);
  });

  it('renders nothing for a missing value', () => {
    expect(render(<Isolated>{''}</Isolated>).container.innerHTML).toBe('');
    expect(render(<Isolated>{null}</Isolated>).container.innerHTML).toBe('');
  });

  it('breaks a left-to-right value only past the width of its line', () => {
    expect(isolatedCss).toContain('.whole-value{');
    expect(isolatedCss).toContain('overflow-wrap:anywhere');
    expect(isolatedCss).toContain('max-width:100%');
  });
});

describe('IsolatedList', () => {
  it('isolates each value, a dot between them, the missing ones left out', () => {
    const view = render(
      <p>
        <IsolatedList values={[['سارا', 'auto'], [undefined], ['0770 123 4567'], ['sara@example.com']]} />
      </p>,
    ).container;
    expect([...view.querySelectorAll('bdi')].map((bdi) => [bdi.textContent, bdi.getAttribute('dir')])).toEqual([
      ['سارا', 'auto'],
      ['0770 123 4567', 'ltr'],
      ['sara@example.com', 'ltr'],
    ]);
    expect(view.textContent).toBe('سارا · 0770 123 4567 · sara@example.com');
  });
});
