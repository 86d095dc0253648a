/**
 * The API of the shop that served this page. While the server renders a page there is no
 * `location`: the page's queries are answered by the renderer (ssr/render-page.tsx), never through
 * the clients made with this address, so the server names its own.
 */
export const endpoint = new URL('/graphql', typeof location === 'undefined' ? 'http://localhost' : location.origin).href;
