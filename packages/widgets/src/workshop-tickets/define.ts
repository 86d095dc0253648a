// <candle-workshop-tickets>: see workshop-tickets.element.ts, its one description (attributes, events, parts, CSS properties).
import { createElement } from 'react';
import { useStore } from '@nanostores/react';
import { createAccountClient, createConfiguredHumanCheck, createPublicClient, shared, localizedBase } from '@candleshop/core';
import { emit, track } from '../internal/analytics.js';
import { defineCandleElement } from '../internal/define-element.js';
import { elementLang, useElementLang } from '../internal/element-lang.js';
import type { SdkSettings } from '../sdk/settings.js';
import { WorkshopTickets, WORKSHOP_TICKETS_AREAS } from './workshop-tickets.js';
import { workshopTicketsCss } from './workshop-tickets.css.js';

const ATTRIBUTES = ['workshop', 'lang', 'fastpay'] as const;

function TicketsElement({ element, settings }: { element: HTMLElement; settings: SdkSettings }) {
  const lang = useElementLang(element, settings);
  const client = shared(`client:${settings.endpoint}`, () => createPublicClient({ endpoint: settings.endpoint }));
  const account = shared(`account-client:${settings.endpoint}`, () => createAccountClient({ endpoint: settings.endpoint }));
  // SPEC §7 Human check: the one the server runs; its script loads on a guest's first purchase only.
  const humanCheck = shared(`human-check:${settings.endpoint}`, () => createConfiguredHumanCheck({ client }));
  const provider = useStore(humanCheck.$provider);
  // The server's payment routes redirect to the providers (DESIGN §4 /payments/<provider>/*).
  const origin = new URL(settings.endpoint).origin;
  return createElement(WorkshopTickets, {
    client,
    account,
    lang,
    humanCheck,
    localHumanCheck: provider === 'local',
    // The storefront's pages in the widget's language (README "Language URLs").
    storefront: localizedBase(settings.storefront, lang),
    workshop: element.getAttribute('workshop') ?? undefined,
    fastpay: Boolean(settings.fastpay) || element.hasAttribute('fastpay'),
    payment: { zaincashPayUrl: `${origin}/payments/zaincash/pay`, nasspayCheckoutUrl: `${origin}/payments/nasspay/checkout` },
    onTicketCreated(detail) {
      return emit(element, 'candle-ticket-created', detail, true);
    },
    navigate(href) {
      location.assign(href);
    },
    track: (...event) => track(element, ...event),
  });
}

/** Defines <candle-workshop-tickets> with the page's SDK settings. */
export function define(settings: SdkSettings): void {
  defineCandleElement({
    tag: 'candle-workshop-tickets',
    attributes: ATTRIBUTES,
    css: workshopTicketsCss,
    messages: { lang: (element) => elementLang(element, settings), areas: WORKSHOP_TICKETS_AREAS },
    render: (element) => createElement(TicketsElement, { element, settings }),
  });
}
