import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import type { NewsView, ProjectView, TextView } from '../../services/content/views.js';
import { idArg, intArg, orNotFound, parseArgs } from '../args.js';

// Thin resolvers: parse the arguments, call the content service, shape (DESIGN §4).

const byId = z.object({ id: idArg('id') });
// SPEC §9: news page size 6 by default.
const newsArgs = z.object({ page: intArg('page', 1, 1_000_000, 1), first: intArg('first', 1, 24, 6) });

/** Resolvers of the content part of the schema. */
export const contentResolvers = {
  Query: {
    texts: (_: unknown, __: unknown, { services: { content } }: ShopContext) => content.texts(),
    sliders: (_: unknown, __: unknown, { services: { content } }: ShopContext) => content.sliders(),
    valueBoxes: (_: unknown, __: unknown, { services: { content } }: ShopContext) => content.valueBoxes(),
    banner: (_: unknown, __: unknown, { services: { content } }: ShopContext) => content.banner(),
    allNews: (_: unknown, args: unknown, { services: { content } }: ShopContext) => {
      const { page, first } = parseArgs(newsArgs, args);
      return content.newsPage(page, first);
    },
    news: async (_: unknown, args: unknown, { services: { content } }: ShopContext) => orNotFound(await content.news(parseArgs(byId, args).id)),
    projects: (_: unknown, __: unknown, { services: { content } }: ShopContext) => content.projects(),
    project: async (_: unknown, args: unknown, { services: { content } }: ShopContext) => orNotFound(await content.project(parseArgs(byId, args).id)),
    events: (_: unknown, __: unknown, { services: { content } }: ShopContext) => content.events(),
    event: async (_: unknown, args: unknown, { services: { content } }: ShopContext) => orNotFound(await content.event(parseArgs(byId, args).id)),
    // Non-null in the schema: a shop without the page answers not.found rather than a 500.
    privacyPolicy: async (_: unknown, __: unknown, { services: { content } }: ShopContext) => orNotFound(await content.legalPage('privacy')),
    terms: async (_: unknown, __: unknown, { services: { content } }: ShopContext) => orNotFound(await content.legalPage('terms')),
    contact: (_: unknown, __: unknown, { services: { content } }: ShopContext) => content.contact(),
    socialMedia: (_: unknown, __: unknown, { services: { content } }: ShopContext) => content.socialMedia(),
  },
  Text: {
    images: (text: TextView, _: unknown, { services: { content } }: ShopContext) => content.textImages(text.id),
  },
  News: {
    images: (news: NewsView, _: unknown, { services: { content } }: ShopContext) => content.newsImages(news.id),
  },
  Project: {
    images: (project: ProjectView, _: unknown, { services: { content } }: ShopContext) => content.projectImages(project.id),
  },
};
