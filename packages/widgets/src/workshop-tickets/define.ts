// <candle-workshop-tickets>: see workshop-tickets.element.ts, its one description (attributes, events, parts, CSS properties).
import { createElement } from 'react';
import { localizedBase } from '@candleshop/core';
import { accountClientFor, defineWidget, emit, fastpayOf, paymentRoutes, publicClientFor, useHumanCheck } from '../internal/element-glue.js';
import { useElementLang } from '../internal/element-lang.js';
import type { SdkSettings } from '../sdk/settings.js';
import { WorkshopTickets, WORKSHOP_TICKETS_AREAS } from './workshop-tickets.js';
import { workshopTicketsCss } from './workshop-tickets.css.js';

function TicketsElement({ element, settings }: { element: HTMLElement; settings: SdkSettings }) {
  const lang = useElementLang(element, settings);
  const client = publicClientFor(settings.endpoint);
  return createElement(WorkshopTickets, {
    client,
    account: accountClientFor(settings.endpoint),
    lang,
    ...useHumanCheck(settings.endpoint, client),
    // The storefront's pages in the widget's language (README "Language URLs").
    storefront: localizedBase(settings.storefront, lang),
    workshop: element.getAttribute('workshop') ?? undefined,
    fastpay: fastpayOf(element, settings),
    payment: paymentRoutes(settings.endpoint),
    onTicketCreated: (detail) => emit(element, 'candle-ticket-created', detail, true),
    navigate(href) {
      location.assign(href);
    },
  });
}

/** Defines <candle-workshop-tickets> with the page's SDK settings. */
export function define(settings: SdkSettings): void {
  defineWidget(settings, {
    tag: 'candle-workshop-tickets',
    attributes: ['workshop', 'lang', 'fastpay'],
    css: workshopTicketsCss,
    areas: WORKSHOP_TICKETS_AREAS,
    component: TicketsElement,
  });
}
