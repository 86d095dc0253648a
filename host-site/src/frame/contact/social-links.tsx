import type { MouseEvent } from 'react';
import { useI18n } from '@candleshop/ui';
import { webUrl } from '../../info/paragraphs.js';

/** SPEC §9: the social platforms the shop recognises, by title, with their names and marks. */
const PLATFORMS: Record<string, { name: string; mark: string }> = {
  facebook: { name: 'Facebook', mark: 'f' },
  instagram: { name: 'Instagram', mark: 'IG' },
  twitter: { name: 'X (Twitter)', mark: 'X' },
  pinterest: { name: 'Pinterest', mark: 'P' },
  tiktok: { name: 'TikTok', mark: '♪' },
};

// SPEC §2 Contact: social links open in a popup window; the link itself works without script.
function openPopup(event: MouseEvent<HTMLAnchorElement>) {
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
  const popup = window.open(event.currentTarget.href, '_blank', 'popup,width=640,height=720,noopener,noreferrer');
  // A blocked popup (or noopener's null) falls back to the link's own new tab.
  if (popup !== null) event.preventDefault();
}

/** The shop's social accounts (SPEC §2 Shared chrome), only the recognised platforms. */
export function SocialLinks({ links, labelled = false }: { links: ReadonlyArray<{ id: string; title: string; url: string }>; labelled?: boolean }) {
  const { t } = useI18n();
  const known = links.filter((link) => PLATFORMS[link.title.toLowerCase()] && webUrl(link.url));
  if (known.length === 0) return null;
  return (
    <ul className={labelled ? 'social-links labelled' : 'social-links'}>
      {known.map((link) => {
        const platform = PLATFORMS[link.title.toLowerCase()]!;
        return (
          <li key={link.id}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" onClick={openPopup} aria-label={labelled ? undefined : t('siteNav.socialLink', { name: platform.name })} data-platform={link.title.toLowerCase()}>
              <span className="social-mark" aria-hidden="true">
                {platform.mark}
              </span>
              {labelled && <span>{t('siteNav.socialLink', { name: platform.name })}</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
