import { createRouter } from '@nanostores/router';
import routes from './routes.json';

/**
 * The storefront's routes (SPEC §2), from routes.json, which the server also reads to answer
 * unknown paths with a real 404. Only pages that exist are listed: any other path is the 404 page,
 * never a stand-in.
 */
export const $router = createRouter(routes);
