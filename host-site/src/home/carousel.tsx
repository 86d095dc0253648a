import { useRef, type ReactNode } from 'react';
import { useI18n } from '@candleshop/ui';

/**
 * A row of cards that scrolls sideways (SPEC §9: 1, 2, 3 and 4 cards from 0, 567, 992 and 1200 px,
 * 20 px apart, in site.css), with previous and next buttons; it scrolls, so every card stays
 * reachable by keyboard and touch.
 */
export function Carousel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { t, dir } = useI18n();
  const track = useRef<HTMLUListElement>(null);
  const scroll = (step: number) => {
    const element = track.current;
    if (!element) return;
    // Right to left pages scroll towards negative offsets.
    element.scrollBy({ left: step * element.clientWidth * (dir === 'rtl' ? -1 : 1), behavior: 'smooth' });
  };
  return (
    <section className="carousel" aria-labelledby={id}>
      <div className="carousel-head">
        <h2 id={id}>{title}</h2>
        <div className="carousel-buttons">
          <button type="button" className="slider-button" aria-label={t('homePage.previousItems')} onClick={() => scroll(-1)}>
            <span aria-hidden="true">{dir === 'rtl' ? '›' : '‹'}</span>
          </button>
          <button type="button" className="slider-button" aria-label={t('homePage.nextItems')} onClick={() => scroll(1)}>
            <span aria-hidden="true">{dir === 'rtl' ? '‹' : '›'}</span>
          </button>
        </div>
      </div>
      <ul ref={track} className="carousel-track">
        {children}
      </ul>
    </section>
  );
}
