import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { LabelPreview, labelDirection, labelFontSize, labelLines } from './label-preview.js';

describe('labelDirection', () => {
  it.each([
    ['شموع النور', 'rtl'],
    ['مۆمی ڕووناکی', 'rtl'],
    ['Nour Candles', 'ltr'],
    ['123 شموع', 'rtl'],
    ['« Lumière »', 'ltr'],
    ['2026', 'ltr'],
  ] as const)('%s runs %s', (text, direction) => {
    expect(labelDirection(text)).toBe(direction);
  });
});

describe('label layout', () => {
  it('shrinks the text as it grows, never below a readable size', () => {
    expect(labelFontSize('Nour')).toBe(20);
    expect(labelFontSize('x'.repeat(16))).toBe(10);
    expect(labelFontSize('x'.repeat(40))).toBe(9);
  });

  it('breaks a long label at the space nearest the middle', () => {
    expect(labelLines('Nour')).toEqual(['Nour']);
    expect(labelLines('Nour Candle Atelier Erbil')).toEqual(['Nour Candle', 'Atelier Erbil']);
    expect(labelLines('x'.repeat(30))).toEqual(['x'.repeat(30)]);
  });
});

describe('LabelPreview', () => {
  it("draws the candle in the chosen colour with the buyer's text right to left and the logo", () => {
    const { container } = render(<LabelPreview text="شموع النور" placeholder="Your brand" logo="blob:logo" color="#8b1e3f" size={200} sticker title="Your label" />);
    expect(container.querySelector('svg')!.getAttribute('aria-label')).toBe('Your label');
    expect(container.querySelector('rect')!.getAttribute('fill')).toBe('#8b1e3f');
    const text = container.querySelector('text')!;
    expect(text.textContent).toBe('شموع النور');
    expect(text.getAttribute('direction')).toBe('rtl');
    expect(container.querySelector('image')!.getAttribute('href')).toBe('blob:logo');
  });

  it('shows the placeholder faded while empty, and no label without the sticker', () => {
    const { container, rerender } = render(<LabelPreview text=" " placeholder="Your brand" color="#fff" size={150} sticker title="t" />);
    expect(container.querySelector('text')!.textContent).toBe('Your brand');
    expect(container.querySelector('text')!.getAttribute('opacity')).toBe('0.45');
    rerender(<LabelPreview text="Nour" placeholder="Your brand" color="#fff" size={150} sticker={false} title="t" />);
    expect(container.querySelector('text')).toBeNull();
  });
});
