import { westernDigits } from '@candleshop/rules';

// SECURITY-REVIEW-2 N13: log lines name whom a message went to only as much as an operator needs to
// tell two recipients apart ("+96477*****001", "a***@example.com"); logs are kept and shipped
// more widely than the database, and a full address or number in them is personal data.

/** A phone as `+96477*****001`: country, network and the last three digits. */
export function maskPhone(phone: string): string {
  const digits = westernDigits(phone).replace(/\D/g, '');
  // Iraqi numbers as the shop keeps them (07…, 7…) are written in the international form first.
  const international = /^0?7\d{9}$/.test(digits) ? `964${digits.replace(/^0/, '')}` : digits.replace(/^00/, '');
  if (international.length < 8) return '***';
  return `+${international.slice(0, 5)}${'*'.repeat(international.length - 8)}${international.slice(-3)}`;
}

/** An address as `a***@example.com`: its first character and its domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** A message's recipient, masked as a phone or as an address. */
export function maskRecipient(recipient: string): string {
  return recipient.includes('@') ? maskEmail(recipient.trim()) : maskPhone(recipient);
}

/**
 * A free text for a log line (an error a provider or a mail server answered, which may quote the
 * recipient) with every address and phone-like digit run masked.
 */
export function maskContacts(text: string): string {
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, (email) => maskEmail(email)).replace(/\+?[\d٠-٩۰-۹](?:[\s-]?[\d٠-٩۰-۹]){7,}/g, (phone) => maskPhone(phone));
}
