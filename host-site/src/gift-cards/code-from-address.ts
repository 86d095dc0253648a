/**
 * Takes the gift card's code out of the address (issue 35 item 1): the mailed link carries it in
 * the fragment (`/gift-card#CODE`), which browsers never send to a server; the address bar's
 * entry is replaced at once by the page's address without it, so history does not keep it. The
 * caller keeps the answer in memory only. Call it after render (an effect), never on the server.
 * @returns the fragment's text, or undefined when there was none
 */
export function takeCodeFromAddress(location: Location = window.location, history: History = window.history): string | undefined {
  const fragment = location.hash.slice(1);
  if (!fragment) return undefined;
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
