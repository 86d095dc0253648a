import QRCode from 'qrcode';
import type { TicketSigner } from '../../auth/ticket-key.js';

// What a ticket is shown with at the door: a QR code of its signed code (issue 27), the door code
// printed under it, and a calendar file.

/** The ticket facts its codes are made from. */
export interface CodedTicket {
  id: number;
  workshop_id: number;
  people: number;
}

/** A ticket's signed QR text and its printed door code. */
export function ticketCodes(signer: TicketSigner, ticket: CodedTicket): { qr: string; door: string } {
  const claim = { ticketId: ticket.id, workshopId: ticket.workshop_id, people: ticket.people };
  return { qr: signer.code(claim), door: signer.doorCode(claim) };
}

/** The QR code of a text (a ticket's signed code) as an SVG document. */
export function ticketQrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}

/**
 * The QR code of a text as a PNG, base64 (issue 36 item 4): mail apps show a PNG inline where
 * many do not show an SVG at all. 8 pixels a module keeps it sharp at the mail's 200 px.
 */
export async function ticketQrPng(text: string): Promise<string> {
  return (await QRCode.toBuffer(text, { type: 'png', margin: 2, errorCorrectionLevel: 'M', scale: 8 })).toString('base64');
}

/** The QR code of a text as a `data:image/svg+xml;base64,…` URL (schema MyTicket.qrCode). */
export async function ticketQrCode(text: string): Promise<string> {
  return `data:image/svg+xml;base64,${Buffer.from(await ticketQrSvg(text)).toString('base64')}`;
}

/** The ticket's calendar file on the API server (served by http/files/calendar-route.ts); the uuid is its only key. */
export function calendarUrl(publicUrl: string, uuid: string): string {
  return `${publicUrl}/calendar/${uuid}.ics`;
}
