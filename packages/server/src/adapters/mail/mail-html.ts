import type { Lang } from '../../db/types.js';

// Issue 37 item 3: every mail also as HTML, made from the same blocks as its text, so the text
// stays the single source of a message's words. Tables and inline styles, as mail clients read
// them; no image is needed to read it (a ticket's QR code is the only picture, shown inline).

/** The shop's colours in mail, the design tokens' defaults (tests/contract/mail-colours.test.ts holds them equal). */
export const MAIL_COLOURS = {
  text: '#2b2420',
  muted: '#5f5750',
  accent: '#8a4b2a',
  onAccent: '#fff',
  surface: '#fff',
  mutedSurface: '#f3ede6',
  border: '#d9cfc5',
  link: '#7a3f20',
} as const;

// Layout tables in CSS only (no width, cellpadding, cellspacing or align attributes): the mail is
// standard HTML (html-validate's standard preset, mail-html-valid.test.ts), and the clients that
// read CSS, which are the ones in use, lay it out the same.
const PAGE_TABLE = 'width:100%;border-collapse:collapse;border-spacing:0';

const FONT = "system-ui, -apple-system, 'Segoe UI', Tahoma, 'Noto Sans Arabic', sans-serif";

/** A picture sent with the mail and shown in its HTML where its block stands (`cid:` of an attachment). */
export interface MailImage {
  /** The attachment's content id. */
  image: string;
  /** What the picture says, for clients that do not show it. */
  alt: string;
}

/** The characters HTML gives a meaning, written as text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// An address in a line (`open: https://…`), without the punctuation that ends the sentence.
const LINK_IN_TEXT = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)]/g;

function link(address: string): string {
  const href = escapeHtml(address);
  return `<a href="${href}" style="color:${MAIL_COLOURS.link};word-break:break-all">${href}</a>`;
}

/** A line escaped, each web address in it clickable (mail apps link bare ones anyway; ours says where it ends). */
function line(text: string): string {
  let html = '';
  let from = 0;
  for (const match of text.matchAll(LINK_IN_TEXT)) {
    html += escapeHtml(text.slice(from, match.index)) + link(match[0]);
    from = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(from));
}

function paragraph(block: string | MailImage, dir: 'ltr' | 'rtl', last: boolean): string {
  if (typeof block !== 'string') {
    return `<p style="margin:0 0 16px;text-align:center"><img src="cid:${escapeHtml(block.image)}" alt="${escapeHtml(block.alt)}" width="200" height="200" style="display:inline-block;border:0"></p>`;
  }
  const style = last ? `margin:0;color:${MAIL_COLOURS.muted}` : 'margin:0 0 16px';
  return `<p dir="${dir}" style="${style}">${block.split('\n').map(line).join('<br>')}</p>`;
}

/**
 * The HTML part of a mail: the shop's name in its colour over the blocks, each a paragraph (its
 * lines kept, links clickable), right to left in Kurdish and Arabic; the last block is the
 * signature when `signed`.
 */
export function mailHtml(lang: Lang, shopName: string, subject: string, blocks: ReadonlyArray<string | MailImage>, signed: boolean): string {
  const dir = lang === 'en' ? 'ltr' : 'rtl';
  const align = dir === 'rtl' ? 'right' : 'left';
  const body = blocks.map((block, index) => paragraph(block, dir, signed && index === blocks.length - 1)).join('\n');
  return `<!doctype html>
<html lang="${lang === 'ku' ? 'ckb' : lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:${MAIL_COLOURS.mutedSurface}">
<table role="presentation" style="${PAGE_TABLE};background:${MAIL_COLOURS.mutedSurface}"><tr><td style="padding:16px 8px">
<table role="presentation" style="width:100%;max-width:600px;margin:0 auto;border-spacing:0;background:${MAIL_COLOURS.surface};border:1px solid ${MAIL_COLOURS.border};border-radius:12px">
<tr><td dir="${dir}" style="padding:16px 24px;background:${MAIL_COLOURS.accent};color:${MAIL_COLOURS.onAccent};font:bold 20px/1.3 ${FONT};text-align:${align};border-radius:12px 12px 0 0">${escapeHtml(shopName)}</td></tr>
<tr><td dir="${dir}" style="padding:24px;color:${MAIL_COLOURS.text};font:16px/1.6 ${FONT};text-align:${align};overflow-wrap:anywhere">
${body}
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}
