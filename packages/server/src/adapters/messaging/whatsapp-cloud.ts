import type { Lang } from '../../db/tables/texts.js';
import { internationalNumber, type Texter } from './messaging.js';

/** What the WhatsApp Business Cloud API adapter needs (WHATSAPP_* settings). */
export interface WhatsAppOptions {
  /** The business phone number's id in WhatsApp Manager (WHATSAPP_PHONE_NUMBER_ID). */
  phoneNumberId: string;
  /** A system user's access token with whatsapp_business_messaging (WHATSAPP_ACCESS_TOKEN). */
  accessToken: string;
  /** https://graph.facebook.com/v21.0 (WHATSAPP_API_URL; a fake server's address in tests). */
  apiUrl: string;
  /**
   * The template language code per shop language. WhatsApp has no Sorani Kurdish code, so the
   * Kurdish text is registered as its own template (`<name>_ku`) under a code the operator picks
   * (WHATSAPP_LANG_KU, Arabic by default: the same script).
   */
  languages: Record<Lang, string>;
  /** Milliseconds before a call is given up (the retrier sends it later). */
  timeoutMs?: number;
}

/** The Graph API's error body: `{ error: { message, type, code, error_subcode, fbtrace_id } }`. */
interface GraphError {
  error?: { message?: string; code?: number; error_subcode?: number; fbtrace_id?: string };
}

/**
 * Sends template messages through the WhatsApp Business Cloud API (Meta's documented
 * `POST /{phone-number-id}/messages`): a business may open a conversation only with a template
 * approved in WhatsApp Manager, so each message is its template's name and language, the body's
 * parameters and the URL button's dynamic suffix. Redirects are not followed and calls time out
 * (SECURITY B8); anything but a 2xx answer naming the message id throws, and the retrier keeps it.
 */
export function createWhatsAppTexter(options: WhatsAppOptions): Texter {
  const endpoint = `${options.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  return {
    kind: 'whatsapp',
    async send(message) {
      const { template } = message;
      const name = message.lang === 'ku' ? `${template.name}_ku` : template.name;
      const components: unknown[] = [{ type: 'body', parameters: template.params.map((text) => ({ type: 'text', text })) }];
      if (template.urlSuffix !== undefined) {
        components.push({ type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: template.urlSuffix }] });
      }
      const response = await fetch(endpoint, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        headers: { authorization: `Bearer ${options.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: internationalNumber(message.to),
          type: 'template',
          template: { name, language: { code: options.languages[message.lang] }, components },
        }),
      });
      const body = (await response.json().catch(() => ({}))) as GraphError & { messages?: Array<{ id?: string }> };
      if (!response.ok || !body.messages?.[0]?.id) {
        const error = body.error;
        throw new Error(`candleshop: WhatsApp refused the message: HTTP ${response.status}${error ? ` code ${error.code ?? '?'}${error.error_subcode ? `/${error.error_subcode}` : ''}: ${error.message ?? ''}` : ''}`);
      }
    },
  };
}
