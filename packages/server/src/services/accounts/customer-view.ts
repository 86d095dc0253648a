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

/** An order's customer: its account's contacts when it has one, else what the guest typed. */
export function orderCustomer(row: {
  user_id: number | null;
  lang: string;
  account_name: string | null;
  account_email: string | null;
  account_phone: string | null;
  account_lang: string | null;
  guest_name: string | null;
  guest_email: string | null;
  guest_phone: string | null;
}): CustomerView {
  return customerView({
    user_id: row.user_id,
    name: row.account_name ?? row.guest_name,
    email: row.account_email ?? row.guest_email,
    phone: row.account_phone ?? row.guest_phone,
    lang: row.account_lang ?? row.lang,
  });
}

/** A request's customer from the back office's request row (its contact columns). */
export function requestCustomer(row: { user_id: number | null; lang: string; contact_name: string | null; contact_email: string | null; contact_phone: string | null }): CustomerView {
  return customerView({ user_id: row.user_id, name: row.contact_name, email: row.contact_email, phone: row.contact_phone, lang: row.lang });
}
