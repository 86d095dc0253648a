/**
 * The storefront address of a guest's ticket: SPEC §2 "after a guest cash ticket purchase the
 * current route is replaced with query id, token, email and type"; the token is the ticket's uuid.
 * @example guestTicketPath({ id: '7', uuid: 'u-7', email: 'a@b.iq' }) // '/workshops?id=7&token=u-7&email=a%40b.iq&type=ticket'
 */
export function guestTicketPath({ id, uuid, email }: { id: string; uuid: string; email?: string }): string {
  // Without the email (a payment's return carries none: SECURITY-REVIEW L11) the ticket shows without contact details.
  return `/workshops?${new URLSearchParams({ id, token: uuid, ...(email ? { email } : {}), type: 'ticket' })}`;
}

/** The storefront address of a signed-in customer's ticket (SPEC §2 /tickets/{id}). */
export function ticketPath(id: string): string {
  return `/tickets/${encodeURIComponent(id)}`;
}
