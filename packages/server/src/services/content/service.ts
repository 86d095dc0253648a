import { LIST_LIMIT } from '../catalogue/rules.js';
import type { Kysely } from 'kysely';
import {
  findBanner,
  findImagesOfTexts,
  findLegalPage,
  listContactEntries,
  listSliders,
  listSocialMedia,
  listTexts,
  listValueBoxes,
  type GalleryImageRow,
  type LocalizedContactRow,
  type LocalizedLegalPageRow,
  type LocalizedValueBoxRow,
} from '../../db/repositories/content/content.js';
import { countNews, findEvent, findImagesOfNews, findImagesOfProjects, findNews, findNewsPage, findProject, listEvents, listProjects } from '../../db/repositories/content/news.js';
import type { Database, Lang } from '../../db/types.js';
import type { SocialMediaRow } from '../../db/tables/content.js';
import { createBatchLoader, groupBy } from '../../internal/batch-loader.js';
import { paginatorInfo, type PaginatorInfoView } from './rules.js';
import { createContentViews, type BannerView, type EventView, type ImageView, type NewsView, type ProjectView, type SliderView, type TextView } from './views.js';

/** Who is asking: texts come in `lang`, picture URLs start with `publicUrl`. */
export interface ContentOptions {
  lang: Lang;
  publicUrl: string;
}

/** One page of news (SPEC §3: paginatorInfo and data). */
export interface NewsPageView {
  paginatorInfo: PaginatorInfoView;
  data: NewsView[];
}

/**
 * The page content for one request. Lists run one query each; galleries go through batch
 * loaders, so the images of every item of a list come in one query, and only when asked for.
 */
export function createContent(db: Kysely<Database>, { lang, publicUrl }: ContentOptions) {
  const view = createContentViews(publicUrl);
  const gallery = (find: (db: Kysely<Database>, ids: readonly number[]) => Promise<GalleryImageRow[]>) =>
    createBatchLoader<number, ImageView[]>(async (ids) => new Map([...groupBy(await find(db, ids), (row) => row.owner_id)].map(([id, rows]) => [id, rows.map(view.image)])), []);
  const orNull = <R, V>(row: R | undefined, map: (row: R) => V): V | null => (row === undefined ? null : map(row));

  return {
    textImages: gallery(findImagesOfTexts),
    newsImages: gallery(findImagesOfNews),
    projectImages: gallery(findImagesOfProjects),

    /** Every page text, in page order. */
    texts: async (): Promise<TextView[]> => (await listTexts(db, lang)).map(view.text),

    /** Every home-page slide, in order. */
    sliders: async (): Promise<SliderView[]> => (await listSliders(db, lang)).map(view.slider),

    /** Every value box, in order. */
    valueBoxes: async (): Promise<LocalizedValueBoxRow[]> => (await listValueBoxes(db, lang)).map(view.withImage),

    /** The offer banner, or null when the shop shows none. */
    banner: async (): Promise<BannerView | null> => orNull(await findBanner(db, lang), view.banner),

    /** One page of news, newest first; a page past the end holds nothing but still counts the rest. */
    newsPage: async (page: number, perPage: number): Promise<NewsPageView> => {
      const [rows, total] = await Promise.all([findNewsPage(db, lang, { limit: perPage, offset: (page - 1) * perPage }), countNews(db)]);
      return { paginatorInfo: paginatorInfo(total, page, perPage, rows.length), data: rows.map(view.withImage) };
    },

    /** One news item, or null. */
    news: async (id: number): Promise<NewsView | null> => orNull(await findNews(db, lang, id), view.withImage),

    /** Every white-label project, in order. */
    projects: async (): Promise<ProjectView[]> => (await listProjects(db, lang, LIST_LIMIT)).map(view.withImage),

    /** One project, or null. */
    project: async (id: number): Promise<ProjectView | null> => orNull(await findProject(db, lang, id), view.withImage),

    /** Every event, soonest first. */
    events: async (): Promise<EventView[]> => (await listEvents(db, lang, LIST_LIMIT)).map(view.event),

    /** One event, or null. */
    event: async (id: number): Promise<EventView | null> => orNull(await findEvent(db, lang, id), view.event),

    /** The privacy policy or the terms, or null when not written yet. */
    legalPage: async (kind: 'privacy' | 'terms'): Promise<LocalizedLegalPageRow | null> => (await findLegalPage(db, lang, kind)) ?? null,

    /** The shop's email, phone and address entries. */
    contact: (): Promise<LocalizedContactRow[]> => listContactEntries(db, lang),

    /** The shop's social media accounts. */
    socialMedia: (): Promise<Array<Pick<SocialMediaRow, 'id' | 'title' | 'url'>>> => listSocialMedia(db),
  };
}

/** The content service of one request. */
export type Content = ReturnType<typeof createContent>;
