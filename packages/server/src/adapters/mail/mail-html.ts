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

const LINK = /^https?:\/\/\S+$/;

function line(text: string): string {
  if (!LINK.test(text)) return escapeHtml(text);
  const href = escapeHtml(text);
  return `<a href="${href}" style="color:${MAIL_COLOURS.link};word-break:break-all">${href}</a>`;
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
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${MAIL_COLOURS.mutedSurface}"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${MAIL_COLOURS.surface};border:1px solid ${MAIL_COLOURS.border};border-radius:12px">
<tr><td dir="${dir}" style="padding:16px 24px;background:${MAIL_COLOURS.accent};color:${MAIL_COLOURS.onAccent};font:bold 20px/1.3 ${FONT};text-align:${align};border-radius:12px 12px 0 0">${escapeHtml(shopName)}</td></tr>
<tr><td dir="${dir}" style="padding:24px;color:${MAIL_COLOURS.text};font:16px/1.6 ${FONT};text-align:${align}">
${body}
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}
