import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Texts } from './texts.js';

// Same column shapes as types.ts: JSONB texts are written as JSON text, read back parsed.
type TextsColumn = ColumnType<Texts, string, string>;
type NullableTextsColumn = ColumnType<Texts | null, string | null | undefined, string | null>;
type Position = Generated<number>;

/** A block of page text, found by `type` (SPEC §3: `label` and `personalized` on the home page). */
export interface TextTable {
  id: Generated<number>;
  type: string;
  title: TextsColumn;
  subtitle: NullableTextsColumn;
  description: NullableTextsColumn;
  image: string | null;
  /** A shop path (`/whitelabel/request`) or an https URL. */
  link: string | null;
  /** An https URL. */
  video: string | null;
  position: Position;
}

/** A picture of a text's gallery. */
export interface TextImageTable {
  id: Generated<number>;
  text_id: number;
  path: string;
  position: Position;
}

/** A picture of a news item's gallery. */
export interface NewsImageTable {
  id: Generated<number>;
  news_id: number;
  path: string;
  position: Position;
}

/** A picture of a project's gallery. */
export interface ProjectImageTable {
  id: Generated<number>;
  project_id: number;
  path: string;
  position: Position;
}

/** A home-page slide. */
export interface SliderTable {
  id: Generated<number>;
  title: TextsColumn;
  subtitle: NullableTextsColumn;
  description: NullableTextsColumn;
  button_one: NullableTextsColumn;
  button_two: NullableTextsColumn;
  image: string;
  link_one: string | null;
  link_two: string | null;
  /** `#rrggbb`, the colour of the slide's text. */
  color: string;
  position: Position;
}

/** One of the shop's promises (hand-poured, delivery across Iraq…). */
export interface ValueBoxTable {
  id: Generated<number>;
  title: TextsColumn;
  description: TextsColumn;
  image: string;
  position: Position;
}

/** The single offer banner (id is always 1). */
export interface BannerTable {
  id: Generated<number>;
  title: TextsColumn;
  link: string | null;
  /** `#rrggbb`; SPEC §9 default dark blue. */
  bg_color: Generated<string>;
  /** `#rrggbb`; SPEC §9 default white. */
  text_color: Generated<string>;
  image: string | null;
}

export interface NewsTable {
  id: Generated<number>;
  title: TextsColumn;
  description: TextsColumn;
  /** A calendar day in Baghdad; written as `YYYY-MM-DD`. */
  published_on: ColumnType<Date, string, string>;
  image: string;
}

/** A white-label project done for another brand. */
export interface ProjectTable {
  id: Generated<number>;
  title: TextsColumn;
  description: TextsColumn;
  image: string;
  position: Position;
}

export interface EventTable {
  id: Generated<number>;
  title: TextsColumn;
  description: TextsColumn;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  image: string | null;
}

/** The privacy policy or the terms; `content` is plain text, paragraphs split by blank lines. */
export interface LegalPageTable {
  id: Generated<number>;
  kind: 'privacy' | 'terms';
  title: TextsColumn;
  content: TextsColumn;
}

/** An email, phone or address of the shop; email and phone carry English only. */
export interface ContactEntryTable {
  id: Generated<number>;
  type: 'email' | 'phone' | 'address';
  value: TextsColumn;
  position: Position;
}

/** SPEC §9: the social platforms the header recognises. */
export type SocialPlatform = 'facebook' | 'instagram' | 'twitter' | 'pinterest' | 'tiktok';

export interface SocialMediaTable {
  id: Generated<number>;
  title: SocialPlatform;
  /** An https URL. */
  url: string;
  position: Position;
}

/** Content: home-page texts, sliders, value boxes, banner, news, projects, events, legal pages, contact, social media. */
export interface ContentTables {
  texts: TextTable;
  text_images: TextImageTable;
  sliders: SliderTable;
  value_boxes: ValueBoxTable;
  banner: BannerTable;
  news: NewsTable;
  news_images: NewsImageTable;
  projects: ProjectTable;
  project_images: ProjectImageTable;
  events: EventTable;
  legal_pages: LegalPageTable;
  contact_entries: ContactEntryTable;
  social_media: SocialMediaTable;
}

export type TextRow = Selectable<TextTable>;
export type TextImageRow = Selectable<TextImageTable>;
export type SliderRow = Selectable<SliderTable>;
export type ValueBoxRow = Selectable<ValueBoxTable>;
export type BannerRow = Selectable<BannerTable>;
export type NewsRow = Selectable<NewsTable>;
export type NewsImageRow = Selectable<NewsImageTable>;
export type ProjectRow = Selectable<ProjectTable>;
export type ProjectImageRow = Selectable<ProjectImageTable>;
export type EventRow = Selectable<EventTable>;
export type LegalPageRow = Selectable<LegalPageTable>;
export type ContactEntryRow = Selectable<ContactEntryTable>;
export type SocialMediaRow = Selectable<SocialMediaTable>;
