import { atom } from 'nanostores';
import { shared } from './registry.js';

/** The page a signed-out visitor wanted before being sent to sign in (SPEC §2 Navigation guard). */
export const $rememberedPage = shared('rememberedPage', () => atom<string | undefined>(undefined));

// Only a path of this site: a remembered absolute URL would make sign-in an open redirect.
const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/** Remembers where to go after signing in (SPEC §2 Navigation guard). */
export function rememberPage(path: string): void {
  $rememberedPage.set(isLocalPath(path) ? path : undefined);
}

/** SPEC §4 Sign-in: the remembered page, or home; the page is forgotten once taken. */
export function takeRememberedPage(): string {
  const path = $rememberedPage.get() ?? '/';
  $rememberedPage.set(undefined);
  return path;
}
