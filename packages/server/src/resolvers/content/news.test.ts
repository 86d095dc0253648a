import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.js';
import { graphql, openShop, PUBLIC_URL, type TestShop, expectNotFound } from '../../test/shop.js';

const ARABIC_SCRIPT = /[\u0600-\u06ff]/;

const ALL_NEWS = `query News($page: Int, $first: Int) {
  allNews(page: $page, first: $first) {
    paginatorInfo { currentPage lastPage perPage total count hasMorePages }
    data { id title description date image images { id url } }
  }
}`;

interface NewsItem {
  id: string;
  title: string;
  description: string;
  date: string;
  image: string;
  images: Array<{ id: string; url: string }>;
}
interface NewsPage {
  allNews: {
    paginatorInfo: { currentPage: number; lastPage: number; perPage: number; total: number; count: number; hasMorePages: boolean };
    data: NewsItem[];
  };
}

describe.each(testDatabases())('news, projects and events on $name', (database) => {
  let shop: TestShop;
  let queries: string[] = [];
  let total = 0;
  const query = <T = Record<string, any>>(text: string, variables?: Record<string, unknown>, lang?: string) => graphql<T>(shop.app, text, variables, { lang });
  const newsPage = async (variables: Record<string, unknown>) => {
    const reply = await query<NewsPage>(ALL_NEWS, variables);
    expect(reply.errors).toBeUndefined();
    return reply.data!.allNews;
  };

  beforeAll(async () => {
    shop = await openShop(database, {}, { log: (event) => void (event.level === 'query' && queries.push(event.query.sql)) });
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM news`.execute(shop.db);
    total = rows[0]!.n;
  });
  afterAll(() => shop?.close());

  it('pages news six at a time by default, newest first', async () => {
    expect(total).toBeGreaterThanOrEqual(16);
    const lastPage = Math.ceil(total / 6);
    expect(lastPage).toBeGreaterThanOrEqual(3);
    const first = await newsPage({});
    expect(first.paginatorInfo).toEqual({ currentPage: 1, lastPage, perPage: 6, total, count: 6, hasMorePages: true });
    const { rows } = await sql<{ id: number }>`SELECT id FROM news ORDER BY published_on DESC, id DESC`.execute(shop.db);
    const pages = [first];
    for (let page = 2; page <= lastPage; page++) pages.push(await newsPage({ page }));
    expect(pages.flatMap((page) => page.data.map((item) => Number(item.id)))).toEqual(rows.map((row) => row.id));
    const dates = pages.flatMap((page) => page.data.map((item) => item.date));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(pages[1]!.paginatorInfo).toMatchObject({ currentPage: 2, count: 6, hasMorePages: lastPage > 2 });
    const last = pages[lastPage - 1]!;
    expect(last.paginatorInfo).toEqual({ currentPage: lastPage, lastPage, perPage: 6, total, count: total - 6 * (lastPage - 1), hasMorePages: false });
    expect(last.data).toHaveLength(last.paginatorInfo.count);
  });

  it('breaks ties between news of one day by id, highest first', async () => {
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM news WHERE published_on IN (SELECT published_on FROM news GROUP BY published_on HAVING count(*) > 1)
      ORDER BY published_on DESC, id DESC`.execute(shop.db);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const ids = (await newsPage({ first: 24 })).data.map((item) => Number(item.id));
    const positions = rows.map((row) => ids.indexOf(row.id));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('answers a page past the end with no news and the right totals', async () => {
    const lastPage = Math.ceil(total / 6);
    const past = await newsPage({ page: lastPage + 1 });
    expect(past).toEqual({ paginatorInfo: { currentPage: lastPage + 1, lastPage, perPage: 6, total, count: 0, hasMorePages: false }, data: [] });
    expect((await newsPage({ page: 1_000_000, first: 24 })).data).toEqual([]);
  });

  it('takes another page size', async () => {
    const page = await newsPage({ page: 2, first: 5 });
    expect(page.paginatorInfo).toMatchObject({ currentPage: 2, perPage: 5, count: 5, lastPage: Math.ceil(total / 5) });
    const all = await newsPage({ first: 24 });
    expect(all.paginatorInfo).toMatchObject({ lastPage: 1, count: total, hasMorePages: false });
    expect(page.data.map((item) => item.id)).toEqual(all.data.slice(5, 10).map((item) => item.id));
  });

  it('gives every news item a Baghdad calendar date and one to three gallery pictures', async () => {
    const { data } = await newsPage({ first: 24 });
    for (const item of data) {
      expect(item.date).toMatch(/^20(25|26)-\d{2}-\d{2}$/);
      expect(item.images.length).toBeGreaterThanOrEqual(1);
      expect(item.images.length).toBeLessThanOrEqual(3);
      for (const image of item.images) expect(image.url.startsWith(`${PUBLIC_URL}/media/`)).toBe(true);
    }
    expect(new Set(data.map((item) => item.date.slice(0, 4)))).toEqual(new Set(['2025', '2026']));
    const { rows } = await sql<{ id: number; day: string }>`
      SELECT id, to_char(published_on, 'YYYY-MM-DD') AS day FROM news ORDER BY id LIMIT 1`.execute(shop.db);
    expect(data.find((item) => Number(item.id) === rows[0]!.id)!.date).toBe(rows[0]!.day);
  });

  it('loads the galleries of a whole page in one query', async () => {
    queries = [];
    await newsPage({ first: 24 });
    expect(queries.filter((text) => /news_images/.test(text))).toHaveLength(1);
    queries = [];
    await query(`{ projects { images { url } } texts { images { url } } }`);
    expect(queries.filter((text) => /project_images/.test(text))).toHaveLength(1);
    expect(queries.filter((text) => /text_images/.test(text))).toHaveLength(1);
    expect(queries).toHaveLength(4);
  });

  it('shows one news item as the list shows it', async () => {
    const listed = (await newsPage({})).data[0]!;
    const { data, errors } = await query(`query N($id: ID!) { news(id: $id) { id title description date image images { id url } } }`, { id: listed.id });
    expect(errors).toBeUndefined();
    expect(data!.news).toEqual(listed);
  });

  it('lists white-label projects with their galleries', async () => {
    const { data } = await query(`{ projects { id title description image images { id url } } }`);
    expect(data!.projects.length).toBeGreaterThanOrEqual(4);
    for (const project of data!.projects) {
      expect(project.images.length).toBeGreaterThanOrEqual(1);
      expect(project.image.startsWith(`${PUBLIC_URL}/media/content/projects/`)).toBe(true);
    }
    const first = data!.projects[0];
    const one = await query(`query P($id: ID!) { project(id: $id) { id title description image images { id url } } }`, { id: first.id });
    expect(one.data!.project).toEqual(first);
  });

  it('lists events soonest first, dated in Baghdad time', async () => {
    const { data } = await query(`{ events { id title description date image } }`);
    const events = data!.events as Array<{ id: string; date: string }>;
    expect(events.length).toBeGreaterThanOrEqual(5);
    for (const event of events) expect(event.date).toMatch(/^202[67]-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/);
    const moments = events.map((event) => Date.parse(event.date));
    expect(moments).toEqual([...moments].sort((a, b) => a - b));
    const { rows } = await sql<{ id: number; at: Date }>`SELECT id, starts_at AS at FROM events ORDER BY id LIMIT 1`.execute(shop.db);
    const stored = events.find((event) => Number(event.id) === rows[0]!.id)!;
    expect(Date.parse(stored.date)).toBe(new Date(rows[0]!.at).getTime());
    const one = await query(`query E($id: ID!) { event(id: $id) { id title description date image } }`, { id: stored.id });
    expect(one.data!.event).toEqual(stored);
  });

  it('translates news, projects and events', async () => {
    const text = `{ allNews(first: 3) { data { title description } } projects { title description } events { title description } }`;
    const [en, ku, ar] = await Promise.all(['en', 'ku', 'ar'].map((lang) => query(text, {}, lang)));
    const values = (reply: typeof en) =>
      [...reply.data!.allNews.data, ...reply.data!.projects, ...reply.data!.events].flatMap((item: { title: string; description: string }) => [item.title, item.description]) as string[];
    const [english, kurdish, arabic] = [values(en), values(ku), values(ar)];
    kurdish.forEach((value, index) => {
      expect(value).toMatch(ARABIC_SCRIPT);
      expect(arabic[index]).toMatch(ARABIC_SCRIPT);
      expect(value).not.toBe(english[index]);
      expect(value).not.toBe(arabic[index]);
    });
  });

  it.each([
    ['news', `{ news(id: "99999") { id } }`],
    ['project', `{ project(id: "99999") { id } }`],
    ['event', `{ event(id: "99999") { id } }`],
  ])('answers an unknown %s with not.found', async (_field, text) => {
    expectNotFound(await query(text));
  });

  it.each([
    [`{ allNews(first: 0) { data { id } } }`, { first: ['input.first.min'] }],
    [`{ allNews(first: 25) { data { id } } }`, { first: ['input.first.max'] }],
    [`{ allNews(page: 0) { data { id } } }`, { page: ['input.page.min'] }],
    [`{ allNews(page: 1000001, first: -1) { data { id } } }`, { page: ['input.page.max'], first: ['input.first.min'] }],
    [`{ news(id: "abc") { id } }`, { id: ['input.id.invalid'] }],
    [`{ project(id: "0") { id } }`, { id: ['input.id.invalid'] }],
    [`{ event(id: "99999999999") { id } }`, { id: ['input.id.invalid'] }],
  ])('refuses bad arguments: %s', async (text, validation) => {
    const reply = await query(text);
    expect(reply.status).toBe(200);
    expect(reply.errors![0]).toMatchObject({ message: 'bad.request', extensions: { code: 'BAD_USER_INPUT', validation } });
  });
});
