import { createRouter } from '@nanostores/router';
import routes from './routes.json';

// The route table's patterns (`/products/:id`) as expressions that also take the Kurdish and Arabic
// language prefix (core's language paths: `/ar/products/4`), the language first among the params.
function withLanguage(pattern: string): [RegExp, (...parts: string[]) => Record<string, string>] {
  const names = ['lang'];
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (!part.startsWith(':')) return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      names.push(part.slice(1));
      return '/([^/]+)';
    })
    .join('');
  const expression = new RegExp(`^(?:/(ku|ar))?${source || '/?'}$`, 'i');
  const params = (...parts: string[]) => Object.fromEntries(names.flatMap((name, index) => (parts[index] ? [[name, decodeURIComponent(parts[index])]] : [])));
  return [expression, params];
}

/**
 * The storefront's routes (SPEC §2), from routes.json, which the server also reads to answer
 * unknown paths with a real 404. Only pages that exist are listed: any other path is the 404 page,
 * never a stand-in. Each route answers in English without a prefix and under /ku and /ar.
 */
export const $router = createRouter(
  Object.fromEntries(Object.entries(routes).map(([name, pattern]) => [name, withLanguage(pattern)])) as Record<keyof typeof routes, [RegExp, (...parts: string[]) => Record<string, string>]>,
);
