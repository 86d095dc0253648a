import { useState } from 'react';
import { useI18n } from '@candleshop/ui';

/** SPEC §2 Product details: the main picture, then the extras, with thumbnails as buttons. */
export function ProductGallery({ title, image, images }: { title: string; image: string; images: readonly { id: string; url: string }[] }) {
  const { t } = useI18n();
  const pictures = [image, ...images.map((extra) => extra.url)];
  const [shown, setShown] = useState(0);
  const current = pictures[Math.min(shown, pictures.length - 1)]!;
  return (
    <section className="gallery" aria-label={t('productPage.gallery', { title })}>
      <img className="gallery-main" src={current} alt={title} width={640} height={640} />
      {pictures.length > 1 && (
        <ul className="thumbs">
          {pictures.map((url, index) => (
            <li key={`${index}-${url}`}>
              <button type="button" className="thumb" aria-label={t('productPage.showImage', { number: index + 1 })} aria-pressed={index === shown} onClick={() => setShown(index)}>
                <img src={url} alt="" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
