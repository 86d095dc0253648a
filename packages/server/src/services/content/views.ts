import { shopDateTime } from '@candleshop/rules';
import type { GalleryImageRow, LocalizedBannerRow, LocalizedContactRow, LocalizedLegalPageRow, LocalizedSliderRow, LocalizedTextRow, LocalizedValueBoxRow } from '../../db/repositories/content/content.js';
import type { SocialMediaRow } from '../../db/tables/content.js';
import type { LocalizedEventRow, LocalizedNewsRow, LocalizedProjectRow } from '../../db/repositories/content/news.js';
import { absoluteUrl } from '../catalogue/rules.js';

// Objects shaped like the schema's content types; galleries load per field through the service.

/** A page text (SPEC §3 texts); its gallery comes from `Content.textImages`. */
export type TextView = LocalizedTextRow;

/** One of the home page's value boxes, its image absolute. */
export type ValueBoxView = LocalizedValueBoxRow;

/** The privacy policy or the terms. */
export type LegalPageView = LocalizedLegalPageRow;

/** One of the shop's contacts (email, phone or address). */
export type ContactView = LocalizedContactRow;

/** One of the shop's social media links. */
export type SocialMediaView = Pick<SocialMediaRow, 'id' | 'title' | 'url'>;

/** A home-page slide. */
export interface SliderView {
  id: number;
  title: string;
  subtitle: string | null;
  description: string | null;
  image: string;
  linkOne: string | null;
  linkTwo: string | null;
  buttonOne: string | null;
  buttonTwo: string | null;
  color: string;
}

/** The offer banner. */
export interface BannerView {
  title: string;
  link: string | null;
  bgColor: string;
  textColor: string;
  image: string | null;
}

/** A news item (date `YYYY-MM-DD`); its gallery comes from `Content.newsImages`. */
export type NewsView = LocalizedNewsRow;

/** A white-label project; its gallery comes from `Content.projectImages`. */
export type ProjectView = LocalizedProjectRow;

/** An event; `date` is ISO 8601 with the +03:00 offset. */
export interface EventView {
  id: number;
  title: string;
  description: string;
  date: string;
  image: string | null;
}

/** A picture of a gallery. */
export interface ImageView {
  id: number;
  url: string;
}

/** Turns localized content rows into schema-shaped objects with absolute picture URLs. */
export function createContentViews(publicUrl: string) {
  return {
    text: (row: LocalizedTextRow): TextView => ({ ...row, image: absoluteUrl(publicUrl, row.image) }),
    slider: (row: LocalizedSliderRow): SliderView => ({
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      description: row.description,
      image: absoluteUrl(publicUrl, row.image),
      linkOne: row.link_one,
      linkTwo: row.link_two,
      buttonOne: row.button_one,
      buttonTwo: row.button_two,
      color: row.color,
    }),
    banner: (row: LocalizedBannerRow): BannerView => ({
      title: row.title,
      link: row.link,
      bgColor: row.bg_color,
      textColor: row.text_color,
      image: absoluteUrl(publicUrl, row.image),
    }),
    withImage: <R extends { image: string }>(row: R): R => ({ ...row, image: absoluteUrl(publicUrl, row.image) }),
    event: (row: LocalizedEventRow): EventView => ({
      id: row.id,
      title: row.title,
      description: row.description,
      date: shopDateTime(row.starts_at),
      image: absoluteUrl(publicUrl, row.image),
    }),
    image: (row: GalleryImageRow): ImageView => ({ id: row.id, url: absoluteUrl(publicUrl, row.path) }),
  };
}
