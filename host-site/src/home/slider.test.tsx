import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/preact';
import { English } from '../test-support.js';
import { SLIDE_DELAY_MS, Slider } from './slider.js';

const slides = ['Amber', 'Oud', 'Rose'].map((title, n) => ({ id: String(n + 1), title, image: `/slide-${n + 1}.jpg`, color: '#222222' }));

function renderSlider() {
  const view = render(
    <English>
      <Slider slides={slides} />
    </English>,
  );
  const current = () => view.container.querySelector('.slide.current')!.getAttribute('aria-label');
  const wait = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  return { ...view, slider: view.container.querySelector('.slider')!, current, wait };
}

// happy-dom answers prefers-reduced-motion from its own device setting (its window is not typed globally).
const device = () => (window as unknown as { happyDOM: { settings: { device: { prefersReducedMotion: string } } } }).happyDOM.settings.device;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  device().prefersReducedMotion = 'no-preference';
});

describe('Slider (SPEC §9: every 3 s, looping; WAI-ARIA carousel)', () => {
  it('moves every 3 s and loops', async () => {
    const { current, wait } = renderSlider();
    expect(current()).toBe('Slide 1 of 3');
    await wait(SLIDE_DELAY_MS);
    expect(current()).toBe('Slide 2 of 3');
    await wait(2 * SLIDE_DELAY_MS);
    expect(current()).toBe('Slide 1 of 3');
  });

  it('stands still while hovered, and moves again once the pointer leaves', async () => {
    const { slider, current, wait } = renderSlider();
    fireEvent.mouseEnter(slider);
    await wait(2 * SLIDE_DELAY_MS);
    expect(current()).toBe('Slide 1 of 3');
    fireEvent.mouseLeave(slider);
    await wait(SLIDE_DELAY_MS);
    expect(current()).toBe('Slide 2 of 3');
  });

  it('stands still while a control inside has the focus', async () => {
    const { slider, current, wait, getByRole } = renderSlider();
    act(() => getByRole('button', { name: 'Next slide' }).focus());
    await wait(2 * SLIDE_DELAY_MS);
    expect(current()).toBe('Slide 1 of 3');
    expect(slider.querySelector('.slides')!.getAttribute('aria-live')).toBe('polite');
    act(() => (document.activeElement as HTMLElement).blur());
    await wait(SLIDE_DELAY_MS);
    expect(current()).toBe('Slide 2 of 3');
  });

  it('stops by its pause button; next still steps by hand', async () => {
    const { current, wait, getByRole } = renderSlider();
    fireEvent.click(getByRole('button', { name: 'Pause the slides' }));
    await wait(2 * SLIDE_DELAY_MS);
    expect(current()).toBe('Slide 1 of 3');
    fireEvent.click(getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('Slide 2 of 3');
  });

  it('stands still under prefers-reduced-motion', async () => {
    device().prefersReducedMotion = 'reduce';
    const { current, wait } = renderSlider();
    await wait(2 * SLIDE_DELAY_MS);
    expect(current()).toBe('Slide 1 of 3');
  });
});
