import { useEffect, useState } from 'react';
import { useI18n } from '@candleshop/ui';
import { webUrl } from '../info/paragraphs.js';
import { useLocalPath } from '../local-path.js';

/** SPEC §9: the home slider moves every 3000 ms, fades and loops. */
export const SLIDE_DELAY_MS = 3000;

interface Slide {
  id: string;
  title: string;
  subtitle?: string | null;
  description?: string | null;
  image: string;
  linkOne?: string | null;
  linkTwo?: string | null;
  buttonOne?: string | null;
  buttonTwo?: string | null;
  color: string;
}

// The visitor's choice, read once the page is on screen (never while rendering).
function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const change = () => setReduced(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return reduced;
}

const safeColor = (color: string) => (/^#[0-9a-f]{3,8}$/i.test(color) ? color : undefined);

/**
 * The home slider (SPEC §2 Home, §9), after WAI-ARIA's carousel pattern: it moves on its own
 * every 3 s and loops, and stops while hovered or focused, when paused, and under
 * prefers-reduced-motion; previous, next and pause buttons work by keyboard.
 */
export function Slider({ slides }: { slides: readonly Slide[] }) {
  const to = useLocalPath();
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = usePrefersReducedMotion();
  const moving = !paused && !hovered && !focused && !reduced && slides.length > 1;

  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % slides.length), SLIDE_DELAY_MS);
    return () => window.clearInterval(timer);
  }, [moving, slides.length]);

  if (slides.length === 0) return null;
  const go = (step: number) => setIndex((current) => (current + step + slides.length) % slides.length);
  return (
    <section
      className="slider"
      aria-roledescription="carousel"
      aria-label={t('homePage.slides')}
      data-moving={moving}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="slider-controls">
        <button type="button" className="slider-button" onClick={() => setPaused((value) => !value)}>
          {t(paused ? 'homePage.play' : 'homePage.pause')}
        </button>
        <button type="button" className="slider-button" aria-label={t('homePage.previous')} onClick={() => go(-1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="slider-button" aria-label={t('homePage.next')} onClick={() => go(1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="slides" aria-live={moving ? 'off' : 'polite'}>
        {slides.map((slide, n) => (
          <div
            key={slide.id}
            className={n === index ? 'slide current' : 'slide'}
            role="group"
            aria-roledescription="slide"
            aria-label={t('homePage.slide', { n: n + 1, count: slides.length })}
            aria-hidden={n !== index}
            inert={n !== index}
            style={{ color: safeColor(slide.color) }}
          >
            <img src={webUrl(slide.image)} alt="" width={1200} height={480} loading={n === 0 ? 'eager' : 'lazy'} />
            <div className="slide-text">
              <h2>{slide.title}</h2>
              {slide.subtitle && <p className="slide-subtitle">{slide.subtitle}</p>}
              {slide.description && <p>{slide.description}</p>}
              <p className="slide-links">
                {slide.buttonOne && webUrl(slide.linkOne) && (
                  <a className="button" href={to(webUrl(slide.linkOne))}>
                    {slide.buttonOne}
                  </a>
                )}
                {slide.buttonTwo && webUrl(slide.linkTwo) && (
                  <a className="button secondary" href={to(webUrl(slide.linkTwo))}>
                    {slide.buttonTwo}
                  </a>
                )}
              </p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
