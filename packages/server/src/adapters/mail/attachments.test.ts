import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveOutbox } from '../../http/local/outbox-page.js';
import { createOutbox } from '../../services/accounts/outbox.js';
import { testDatabases, useTestDatabase } from '../../test/databases.js';
import { createOutboxMailer } from './local-outbox.js';
import type { MailMessage } from './mail.js';
import { createSmtpMailer } from './smtp.js';

// A ticket's mail carries its QR code and calendar file: both mailers send (or keep) them whole.

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';
const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nSUMMARY;LANGUAGE=ar:ورشة\r\nEND:VCALENDAR\r\n';
const MESSAGE: MailMessage = {
  to: 'noor@example.com',
  subject: 'Your workshop ticket 7',
  text: 'Hello Noor',
  attachments: [
    { filename: 'ticket-7-qr.svg', contentType: 'image/svg+xml', content: SVG },
    { filename: 'workshop-ticket-7.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ICS },
  ],
};

describe.each(testDatabases())('the local outbox on $name', (database) => {
  const opened = useTestDatabase(database, 'migrated');

  it("keeps a mail's attachments whole, names them in the log, and lists them on /dev/outbox", async () => {
    const lines: string[] = [];
    const mailer = createOutboxMailer(opened.db, (line) => lines.push(line));
    await mailer.send(MESSAGE);
    await mailer.send({ to: 'plain@example.com', subject: 'No files', text: 'Just text' });
    const rows = await opened.db.selectFrom('outbox').select(['recipient', 'attachments']).orderBy('id').execute();
    expect(rows).toEqual([
      { recipient: 'noor@example.com', attachments: MESSAGE.attachments },
      { recipient: 'plain@example.com', attachments: [] },
    ]);
    expect(lines[0]).toContain('with ticket-7-qr.svg, workshop-ticket-7.ics');
    const page = await (await serveOutbox({ outbox: createOutbox(opened.db) }, new Request('http://shop.test/dev/outbox'))).text();
    expect(page).toContain(`<li class="attachment">ticket-7-qr.svg (image/svg+xml, ${Buffer.byteLength(SVG)} bytes)</li>`);
    expect(page).toContain('workshop-ticket-7.ics (text/calendar; charset=utf-8; method=PUBLISH');
  });
});

/** A minimal SMTP server on loopback that keeps the DATA of every mail it receives. */
function smtpSink(): Promise<{ server: Server; port: number; mails: string[] }> {
  const mails: string[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mails.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          reply('250 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const command = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) reply('250 sink');
        else if (command === 'DATA') {
          inData = true;
          reply('354 go on');
        } else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, mails })));
}

describe('the SMTP mailer', () => {
  let sink: Awaited<ReturnType<typeof smtpSink>>;
  beforeAll(async () => {
    sink = await smtpSink();
  });
  afterAll(() => new Promise((resolve) => sink?.server.close(resolve)));

  it('sends the attachments as MIME parts with their names, types and bytes', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${sink.port}?ignoreTLS=true`, from: 'shop@example.com' });
    await mailer.send(MESSAGE);
    expect(sink.mails).toHaveLength(1);
    const mail = sink.mails[0]!;
    expect(mail).toMatch(/Content-Type: multipart\/mixed/i);
    expect(mail).toContain('Subject: Your workshop ticket 7');
    for (const file of MESSAGE.attachments!) {
      const part = mail.split(/\r\n--/).find((section) => section.includes(`filename=${file.filename}`) || section.includes(`filename="${file.filename}"`));
      expect(part, file.filename).toBeDefined();
      expect(part).toContain(`Content-Type: ${file.contentType.split(';')[0]}`);
      const body = part!.split('\r\n\r\n').slice(1).join('\r\n\r\n').replace(/\r\n/g, '');
      expect(Buffer.from(body, 'base64').toString('utf8')).toBe(file.content);
    }
  });

  it('sends a one-click stop as RFC 8058 asks: List-Unsubscribe with List-Unsubscribe-Post', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${sink.port}?ignoreTLS=true`, from: 'shop@example.com' });
    const stop = 'https://shop.test/cart-reminders/stop/abc?lang=en';
    await mailer.send({ to: 'noor@example.com', subject: 'Your cart is waiting for you', text: 'Hello', unsubscribeUrl: stop, oneClickUnsubscribe: true });
    await mailer.send({ to: 'noor@example.com', subject: 'A newsletter', text: 'Hello', unsubscribeUrl: stop });
    const [reminder, newsletter] = sink.mails.slice(-2);
    expect(reminder).toContain(`List-Unsubscribe: <${stop}>`);
    expect(reminder).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(newsletter).toContain(`List-Unsubscribe: <${stop}>`);
    expect(newsletter).not.toContain('List-Unsubscribe-Post');
  });
});
