/** The schema's AdminCustomer. */
export interface CustomerView {
  name: string;
  email: string;
  phone: string;
  lang: string;
  guest: boolean;
}

/** The customer of an order or request from its contact columns. */
export function customerView(row: { user_id: number | null; name: string | null; email: string | null; phone: string | null; lang: string }): CustomerView {
  return { name: row.name ?? '', email: row.email ?? '', phone: row.phone ?? '', lang: row.lang, guest: row.user_id === null };
}
