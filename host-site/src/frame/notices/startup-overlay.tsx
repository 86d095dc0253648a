import { useEffect, useState } from 'react';
import { catalogueOperations, contentOperations, placesOperations, type Lang } from '@candleshop/core';
import { publicClient } from '../../api.js';
import { session } from '../../account/session.js';

/** SPEC §9: the overlay fades out in 300 ms. */
export const FADE_MS = 300;

/**
 * SPEC §4 Start-up: what the overlay waits for: contact details and social links, texts, sliders,
 * collections, most-selling and top-rated products, and the user (a failed fetch counts as done:
 * the pages show their own retry). The answers stay in the public client's cache for the pages.
 */
export function startupLoads(lang: Lang): Promise<unknown> {
  return Promise.allSettled([
    publicClient.query(contentOperations.ContactDetails, {}, lang),
    publicClient.query(contentOperations.HomeContent, {}, lang),
    publicClient.query(catalogueOperations.Collections, {}, lang),
    publicClient.query(catalogueOperations.HomeProducts, { first: 8 }, lang),
    session.start(),
  ]);
}

/**
 * SPEC §4 Start-up, afterwards: the studio and selling points, categories, materials (containers,
 * refill containers, colours, scents, sizes, wicks, packages) and cities, into the public client's
 * cache for the pages that show them. Once a page load: later calls answer the same promise.
 */
export function loadAfterStartup(lang: Lang): Promise<unknown> {
  afterStartup ??= Promise.allSettled([
    publicClient.query(placesOperations.SellingPoints, {}, lang),
    publicClient.query(catalogueOperations.Categories, {}, lang),
    publicClient.query(placesOperations.Materials, {}, lang),
    publicClient.query(placesOperations.Cities, {}, lang),
  ]);
  return afterStartup;
}
let afterStartup: Promise<unknown> | undefined;

/**
 * The full-screen loading overlay with animated dots (SPEC §2 Shared chrome, §4, §9). It is shown
 * only over an empty page: content already there (rendered on the server) is never hidden.
 */
export function StartupOverlay({ lang, label, prerendered }: { lang: Lang; label: string; prerendered: boolean }) {
  const [phase, setPhase] = useState<'loading' | 'fading' | 'gone'>(prerendered ? 'gone' : 'loading');
  useEffect(() => {
    if (phase !== 'loading') return;
    let live = true;
    void startupLoads(lang).then(() => live && setPhase('fading'));
    return () => void (live = false);
    // The start-up happens once, in the first language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // A page rendered on the server has no overlay, but the second phase all the same.
    if (phase === 'gone') void loadAfterStartup(lang);
    // The second phase happens once, in the first language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase]);
  useEffect(() => {
    if (phase !== 'fading') return;
    const timer = window.setTimeout(() => setPhase('gone'), FADE_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);
  if (phase === 'gone') return null;
  return (
    <div className={`startup-overlay ${phase}`} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <span className="startup-dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
    </div>
  );
}
