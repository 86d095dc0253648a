import type { MailMessage } from '../mail.js';
import { renderMail } from '../render.js';

// The shop is told of every new white-label and personalized request (issue 12), so someone can
// price it. The shop works in English; the customer's own language is named so the reply can use it.

/** What the shop is told of a new request. */
export interface ShopNotice {
  kind: 'white-label' | 'personalized';
  /** The request's number. */
  id: number;
  name: string;
  email: string;
  phone: string | null;
  /** The customer's language (en, ku, ar). */
  lang: string;
  /** `label: value` lines describing what was asked for, in order. */
  details: ReadonlyArray<readonly [label: string, value: string]>;
  /** Where the request and its file can be seen, when there is such a place. */
  link?: string;
}

const TITLES: Record<ShopNotice['kind'], string> = {
  'white-label': 'New white-label request',
  personalized: 'New personalized-candle request',
};

/**
 * The mail to the shop (SHOP_EMAIL) announcing a new request: who sent it, how to reach them and
 * what they asked for.
 * @example renderShopNotice('shop@localhost', { kind: 'personalized', id: 4, name: 'Sara', … })
 */
export function renderShopNotice(to: string, notice: ShopNotice): MailMessage {
  const title = `${TITLES[notice.kind]} ${notice.id}`;
  const contact = [`From: ${notice.name} <${notice.email}>`, notice.phone ? `Phone: ${notice.phone}` : undefined, `Language: ${notice.lang}`];
  const details = notice.details.map(([label, value]) => `${label}: ${value}`);
  const blocks = [title, contact.filter(Boolean).join('\n'), details.join('\n'), notice.link];
  // No values: what the customer typed is never read as a placeholder.
  return { to, ...renderMail('en', { subject: title, blocks, values: {} }) };
}
