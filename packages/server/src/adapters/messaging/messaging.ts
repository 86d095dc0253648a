import { normalizePhone } from '@candleshop/rules';
import { maskPhone } from '../../internal/recipient-mask.js';
import type { Lang } from '../../db/tables/texts.js';

/**
 * One text message to a customer's phone (issue 28 item 1). `text` is the whole message in the
 * customer's language, as the local outbox keeps it; `template` is the same message as a
 * provider's pre-approved template fills it (WhatsApp may only open a conversation with one).
 */
export interface TextMessage {
  /** The phone number as the shop has it (E.164, +9647xxxxxxxxx); the adapter writes it as its provider wants. */
  to: string;
  lang: Lang;
  text: string;
  template: {
    /** The template's name as registered with the provider (`sale_confirmation`). */
    name: string;
    /** The body's {{1}}, {{2}}… in order. */
    params: string[];
    /** The dynamic end of the template's URL button (the link's token), if it has one. */
    urlSuffix?: string;
  };
}

/** Sends text messages: WhatsApp Business Cloud API in production, the local text outbox offline. */
export interface Texter {
  /** `local` keeps texts in the text outbox and says so in the log. */
  readonly kind: 'whatsapp' | 'local';
  send(message: TextMessage): Promise<void>;
}

/**
 * An Iraqi mobile number in international digits, as WhatsApp wants it (`9647701234567`): the
 * shop's one phone rule (@candleshop/rules) reads it, so every stored form reaches one recipient
 * (SECURITY-REVIEW-2 N11).
 * @throws Error for anything else (the message cannot be addressed)
 */
export function internationalNumber(phone: string): string {
  const international = normalizePhone(phone);
  if (international) return international.slice(1);
  throw new Error(`candleshop: expected an Iraqi mobile number (07xx xxx xxxx), got "${phone}"`);
}

/**
 * Sends a text that must not fail what it tells of (a sale): the texter keeps what the provider
 * refused and sends it later (text-retry.ts); what fails even so is logged and the caller goes on.
 * @returns whether the texter took the message
 */
export async function textQuietly(texter: Texter, what: string, message: TextMessage, log: (line: string, error: unknown) => void = console.error): Promise<boolean> {
  try {
    await texter.send(message);
    return true;
  } catch (error) {
    log(`candleshop: ${what} could not be texted to ${maskPhone(message.to)}`, error);
    return false;
  }
}
