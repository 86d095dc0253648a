import type { OutboxAttachment } from '../../db/tables/accounts.js';
import type { Services } from '../../services/index.js';
import { HTML_SECURITY_HEADERS, isReadMethod, methodNotAllowed } from '../responses.js';

/** How many mails the page lists, newest first. */
export const OUTBOX_PAGE_SIZE = 50;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

// Links in a mail's text become anchors; everything else stays text. Only http(s) URLs match.
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, index) => (index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

// What SMTP would have attached: each file's name, type and size (its text is kept in the table).
function attachmentList(attachments: OutboxAttachment[] | null | undefined): string {
  if (!attachments?.length) return '';
  const items = attachments.map((file) => `<li class="attachment">${escapeHtml(file.filename)} (${escapeHtml(file.contentType)}, ${Buffer.byteLength(file.content)} bytes)</li>`).join('');
  return `\n<p>Attachments:</p><ul>${items}</ul>`;
}

/**
 * `/dev/outbox`: the latest mails the local mailer kept, as plain accessible HTML with their
 * links clickable (only when not in production, or with MAIL_OUTBOX_PAGE=on; app.ts serves it to
 * loopback peers only).
 */
export async function serveOutbox(services: Pick<Services, 'outbox'>, request: Request): Promise<Response> {
  if (!isReadMethod(request.method)) return methodNotAllowed();
  const { mails, texts } = await services.outbox.latest(OUTBOX_PAGE_SIZE);
  // Issue 28 item 1: the messaging adapter's local stand-in keeps texts beside the mails.
  const textItems = texts
    .map(
      (text) => `<li><article aria-labelledby="text-${text.id}" class="text-message">
<h3 id="text-${text.id}">To: <span class="to">${escapeHtml(text.recipient)}</span></h3>
<p><time datetime="${new Date(text.created_at).toISOString()}">${new Date(text.created_at).toISOString()}</time></p>
<p lang="${escapeHtml(text.lang)}" dir="${text.lang === 'en' ? 'ltr' : 'rtl'}">${linkify(text.body)}</p>
</article></li>`,
    )
    .join('\n');
  const items = mails
    .map(
      (mail) => `<li><article aria-labelledby="mail-${mail.id}">
<h3 id="mail-${mail.id}">${escapeHtml(mail.subject)}</h3>
<p>To: <span class="to">${escapeHtml(mail.recipient)}</span>, <time datetime="${new Date(mail.created_at).toISOString()}">${new Date(mail.created_at).toISOString()}</time></p>
<pre>${linkify(mail.body)}</pre>${mail.html ? `\n<p><a href="/dev/outbox/mail/${mail.id}">The mail as HTML</a></p>` : ''}${attachmentList(mail.attachments)}
</article></li>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local outbox</title></head>
<body><main><h1>Local outbox</h1>
<p>Mails the shop kept instead of sending (local mail adapter), newest first.</p>
<h2>Mails</h2>
${mails.length ? `<ol>\n${items}\n</ol>` : '<p>No mail yet.</p>'}
<section aria-labelledby="texts-heading"><h2 id="texts-heading">Text messages</h2>
<p>Texts the shop kept instead of sending (local messaging adapter; WhatsApp in production), newest first.</p>
${texts.length ? `<ol>\n${textItems}\n</ol>` : '<p>No text message yet.</p>'}
</section>
</main></body></html>`;
  return new Response(request.method === 'HEAD' ? null : html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...HTML_SECURITY_HEADERS, 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" },
  });
}

/**
 * `/dev/outbox/mail/{id}`: a kept mail's HTML part as a mail client shows it, its inline pictures
 * (`cid:`) shown from their attachments; nothing else loads (its CSP allows inline styles and
 * data: pictures only).
 */
export async function serveOutboxMailHtml(services: Pick<Services, 'outbox'>, request: Request, pathname: string): Promise<Response> {
  if (!isReadMethod(request.method)) return methodNotAllowed();
  const id = Number(pathname.slice('/dev/outbox/mail/'.length));
  const mail = Number.isSafeInteger(id) && id > 0 ? await services.outbox.mail(id) : undefined;
  if (!mail?.html) return new Response('No such mail', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const pictures = new Map((mail.attachments ?? []).filter((file) => file.cid && file.encoding === 'base64').map((file) => [file.cid!, `data:${file.contentType};base64,${file.content}`]));
  const html = mail.html.replace(/src="cid:([^"]+)"/g, (source, cid: string) => (pictures.has(cid) ? `src="${pictures.get(cid)}"` : source));
  return new Response(request.method === 'HEAD' ? null : html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      ...HTML_SECURITY_HEADERS,
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'",
    },
  });
}
