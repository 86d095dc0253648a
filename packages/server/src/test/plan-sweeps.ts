import type { Mailer, MailMessage } from '../adapters/mail/mail.js';
import type { TextMessage, Texter } from '../adapters/messaging/messaging.js';
import { DEFAULT_CONFIRMATION_SETTINGS } from '../services/confirmations/confirmation-settings.js';
import type { PlanCycleSweepOptions } from '../services/refill-plans/plan-cycle-sweeper.js';
import { DEFAULT_PLAN_SETTINGS } from '../services/refill-plans/plan-settings.js';

/** A day in milliseconds, for a test's fake clock. */
export const DAY = 86_400_000;

/**
 * The refill plan sweeper's options on a fake clock (`sweep(7)`: a week from now), with the mails
 * and text messages it sends kept for the test to read.
 */
export function planSweeps() {
  const mails: MailMessage[] = [];
  const texts: TextMessage[] = [];
  const mailer: Mailer = { kind: 'local', send: async (mail) => void mails.push(mail) };
  const texter: Texter = { kind: 'local', send: async (text) => void texts.push(text) };
  const sweep = (daysAhead: number): PlanCycleSweepOptions => ({
    publicUrl: 'http://shop.test',
    mailer,
    texter,
    confirmations: DEFAULT_CONFIRMATION_SETTINGS,
    plans: DEFAULT_PLAN_SETTINGS,
    now: new Date(Date.now() + daysAhead * DAY),
    log: () => {},
  });
  return { mails, texts, sweep };
}

/** The cycle's answer token a plan's mail links to (`/confirm/p.<token>`). */
export const cycleTokenOf = (mail: MailMessage | undefined): string => /\/confirm\/p\.([\w-]+)/.exec(mail?.text ?? '')![1]!;
