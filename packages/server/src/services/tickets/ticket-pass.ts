import QRCode from 'qrcode';

// What a ticket is shown with at the door: a QR code of its reference and a calendar file.

/** The QR code of a ticket's reference as an SVG document. */
export function ticketQrSvg(uuid: string): Promise<string> {
  return QRCode.toString(uuid, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}

/** The QR code of a ticket's reference as a `data:image/svg+xml;base64,…` URL (schema MyTicket.qrCode). */
export async function ticketQrCode(uuid: string): Promise<string> {
  return `data:image/svg+xml;base64,${Buffer.from(await ticketQrSvg(uuid)).toString('base64')}`;
}

/** The ticket's calendar file on the API server (served by http/files/calendar-route.ts); the uuid is its only key. */
export function calendarUrl(publicUrl: string, uuid: string): string {
  return `${publicUrl}/calendar/${uuid}.ics`;
}
