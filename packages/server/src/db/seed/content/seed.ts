import type { Texts } from '../../types.js';
import type { SeedArea } from '../area.js';
import { pageTexts, sliders } from './page-texts.js';
import { banner, contactEntries, socialMedia, valueBoxes } from './extras.js';
import { legalPages } from './legal.js';
import { news } from './news.js';
import { events, projects } from './projects.js';
import type { Picture } from '../catalogue/pictures.js';
import { bannerPicture, detailPicture, scenePicture, valuePicture, type ContentScene, type ScenePalette } from './pictures.js';

const json = (texts: Texts | { en: string }) => JSON.stringify(texts);

const backgrounds = ['#f6efe4', '#efe6f3', '#e6f0ee', '#f3e9e1', '#e9eef6'];
const accents = ['#c0643f', '#3f6e8c', '#9e2b3a', '#7d8a4e', '#e9a93a', '#7a4a2b'];

function palette(id: number, scene: ContentScene): ScenePalette {
  // Night scenes are drawn on a dark sky; the rest on the soft grounds of the catalogue pictures.
  return { background: scene === 'night' ? '#1f2a4a' : backgrounds[id % backgrounds.length]!, accent: accents[id % accents.length]! };
}

/** A main picture and `extra` gallery pictures under `/media/content/<folder>/`. */
function pictures(folder: string, id: number, extra: number, main: string, colors: ScenePalette) {
  const path = `/media/content/${folder}/${id}.svg`;
  const gallery = Array.from({ length: extra }, (_, index) => ({
    path: `/media/content/${folder}/${id}-${index + 2}.svg`,
    body: detailPicture(id + index, { background: backgrounds[(id + index + 2) % backgrounds.length]!, accent: colors.accent }),
  }));
  return { path, gallery, media: [{ path, body: main }, ...gallery] };
}

/** Turns the content seed data into table rows and pictures, ids included. */
function buildContent() {
  const media: Picture[] = [];
  const withPictures = <S extends { id: number }>(folder: string, seeds: S[], draw: (seed: S) => { main: string; colors: ScenePalette; extra: number }) =>
    seeds.map((seed) => {
      const { main, colors, extra } = draw(seed);
      const drawn = pictures(folder, seed.id, extra, main, colors);
      media.push(...drawn.media);
      return { seed, path: drawn.path, gallery: drawn.gallery.map((picture) => picture.path) };
    });
  const sceneOf = (id: number, scene: ContentScene) => {
    const colors = palette(id, scene);
    return { colors, main: scenePicture(scene, colors) };
  };
  // Gallery rows of every item of one kind, numbered across the kind.
  const galleryOf = (items: Array<{ seed: { id: number }; gallery: string[] }>) =>
    items.flatMap(({ seed, gallery }) => gallery.map((path, index) => ({ owner: seed.id, path, position: index + 1 }))).map((row, index) => ({ id: index + 1, ...row }));

  const texts = withPictures('texts', pageTexts, (seed) => ({ ...sceneOf(seed.id, seed.scene), extra: seed.gallery }));
  const slides = withPictures('sliders', sliders, (seed) => {
    const colors = { background: seed.background, accent: accents[seed.id % accents.length]! };
    return { colors, main: scenePicture(seed.scene, colors), extra: 0 };
  });
  const newsItems = withPictures('news', news, (seed) => ({ ...sceneOf(seed.id, seed.scene), extra: 1 + (seed.id % 3) }));
  const projectItems = withPictures('projects', projects, (seed) => {
    const colors = { background: backgrounds[seed.id % backgrounds.length]!, accent: seed.brand };
    return { colors, main: scenePicture('label', colors), extra: seed.gallery };
  });
  const eventItems = withPictures('events', events, (seed) => ({ ...sceneOf(seed.id, seed.scene), extra: 0 }));
  for (const box of valueBoxes) media.push({ path: `/media/content/values/${box.id}.svg`, body: valuePicture(box.icon, box.tint) });
  media.push({ path: '/media/content/banner.svg', body: bannerPicture(banner.bgColor, banner.textColor) });

  return {
    media,
    texts: texts.map(({ seed, path }, index) => ({
      id: seed.id,
      type: seed.type,
      title: json(seed.title),
      subtitle: json(seed.subtitle),
      description: json(seed.description),
      image: path,
      link: seed.link,
      video: seed.video ?? null,
      position: index,
    })),
    text_images: galleryOf(texts).map(({ owner, ...row }) => ({ ...row, text_id: owner })),
    sliders: slides.map(({ seed, path }, index) => ({
      id: seed.id,
      title: json(seed.title),
      subtitle: json(seed.subtitle),
      description: json(seed.description),
      button_one: json(seed.buttonOne),
      button_two: json(seed.buttonTwo),
      image: path,
      link_one: seed.linkOne,
      link_two: seed.linkTwo,
      color: seed.color,
      position: index,
    })),
    value_boxes: valueBoxes.map((box, index) => ({
      id: box.id,
      title: json(box.title),
      description: json(box.description),
      image: `/media/content/values/${box.id}.svg`,
      position: index,
    })),
    banner: [{ id: 1, title: json(banner.title), link: banner.link, bg_color: banner.bgColor, text_color: banner.textColor, image: '/media/content/banner.svg' }],
    news: newsItems.map(({ seed, path }) => ({ id: seed.id, title: json(seed.title), description: json(seed.description), published_on: seed.date, image: path })),
    news_images: galleryOf(newsItems).map(({ owner, ...row }) => ({ ...row, news_id: owner })),
    projects: projectItems.map(({ seed, path }, index) => ({
      id: seed.id,
      title: json(seed.title),
      description: json(seed.description),
      image: path,
      position: index,
    })),
    project_images: galleryOf(projectItems).map(({ owner, ...row }) => ({ ...row, project_id: owner })),
    events: eventItems.map(({ seed, path }) => ({
      id: seed.id,
      title: json(seed.title),
      description: json(seed.description),
      starts_at: new Date(seed.startsAt),
      image: path,
    })),
    legal_pages: legalPages.map((page) => ({ id: page.id, kind: page.kind, title: json(page.title), content: json(page.content) })),
    contact_entries: contactEntries.map((entry, index) => ({ id: entry.id, type: entry.type, value: json(entry.value), position: index })),
    social_media: socialMedia.map((account, index) => ({ ...account, position: index })),
  };
}

/** Page content: home texts, slides, value boxes, banner, news, projects, events, legal pages, contact. */
export const contentSeed: SeedArea = {
  name: 'content',
  anchor: 'texts',
  identityTables: ['texts', 'text_images', 'sliders', 'value_boxes', 'news', 'news_images', 'projects', 'project_images', 'events', 'legal_pages', 'contact_entries', 'social_media'],
  async run(trx) {
    const rows = buildContent();
    // Parents before children, one multi-row INSERT per table.
    await trx.insertInto('texts').values(rows.texts).execute();
    await trx.insertInto('text_images').values(rows.text_images).execute();
    await trx.insertInto('sliders').values(rows.sliders).execute();
    await trx.insertInto('value_boxes').values(rows.value_boxes).execute();
    await trx.insertInto('banner').values(rows.banner).execute();
    await trx.insertInto('news').values(rows.news).execute();
    await trx.insertInto('news_images').values(rows.news_images).execute();
    await trx.insertInto('projects').values(rows.projects).execute();
    await trx.insertInto('project_images').values(rows.project_images).execute();
    await trx.insertInto('events').values(rows.events).execute();
    await trx.insertInto('legal_pages').values(rows.legal_pages).execute();
    await trx.insertInto('contact_entries').values(rows.contact_entries).execute();
    await trx.insertInto('social_media').values(rows.social_media).execute();
    await trx
      .insertInto('media')
      .values(rows.media.map((picture) => ({ ...picture, content_type: 'image/svg+xml' })))
      .execute();
  },
};
