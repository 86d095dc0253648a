// <candle-workshop-tickets>: see workshop-tickets.element.ts, its one description (attributes, events, parts, CSS properties).
import { createElement } from 'react';
import { localizedBase, paymentUrls } from '@candleshop/core';
import { emit, track } from '../internal/analytics.js';
import { useShopClients } from '../internal/shop-clients.js';
import { defineCandleElement, type ElementProps } from '../internal/define-element.js';
import { useElementLang } from '../internal/element-lang.js';
import type { SdkSettings } from '../sdk/settings.js';
import { WorkshopTickets, WORKSHOP_TICKETS_AREAS } from './workshop-tickets.js';
import { workshopTicketsCss } from './workshop-tickets.css.js';

const ATTRIBUTES = ['workshop', 'lang', 'fastpay'] as const;

function TicketsElement({ element, settings }: ElementProps) {
  const lang = useElementLang(element, settings);
  return createElement(WorkshopTickets, {
    ...useShopClients(settings.endpoint),
    lang,
    // The storefront's pages in the widget's language (README "Language URLs").
    storefront: localizedBase(settings.storefront, lang),
    workshop: element.getAttribute('workshop') ?? undefined,
    fastpay: Boolean(settings.fastpay) || element.hasAttribute('fastpay'),
    payment: paymentUrls(settings.endpoint),
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
export const define = (settings: SdkSettings) =>
  defineCandleElement({ tag: 'candle-workshop-tickets', attributes: ATTRIBUTES, css: workshopTicketsCss, areas: WORKSHOP_TICKETS_AREAS, Component: TicketsElement }, settings);
