import nodemailer from 'nodemailer';
import type { Mailer } from './mail.js';

/** What the SMTP mailer needs. */
export interface SmtpOptions {
  /** smtp://user:pass@host:587 or smtps://… (SMTP_URL). */
  url: string;
  /** The From header (MAIL_FROM). */
  from: string;
}

/** Sends mail through an SMTP server with nodemailer. */
export function createSmtpMailer({ url, from }: SmtpOptions): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send({ to, subject, text, html, attachments = [], unsubscribeUrl, oneClickUnsubscribe }) {
      await transport.sendMail({
        from,
        to,
        subject,
        text,
        ...(html ? { html } : {}),
        ...(unsubscribeUrl ? { list: { unsubscribe: unsubscribeUrl } } : {}),
        ...(unsubscribeUrl && oneClickUnsubscribe ? { headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
        attachments: attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.content,
          ...(file.encoding ? { encoding: file.encoding } : {}),
          ...(file.cid ? { cid: file.cid, contentDisposition: 'inline' as const } : {}),
        })),
      });
    },
  };
}
