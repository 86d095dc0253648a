// <candle-refill-builder>: see refill-builder.element.ts, its one description (attributes, events, parts, CSS properties).
import { createElement } from 'react';
import { createPublicClient, paymentHref, REFILL_STEPS, refillQuantity, shared, type RefillChoices, type RequestedRefill, localizedBase } from '@candleshop/core';
import { emit, track } from '../internal/analytics.js';
import { refillItem } from '../internal/cart-items.js';
import { defineCandleElement, type ElementProps } from '../internal/define-element.js';
import { useElementLang } from '../internal/element-lang.js';
import type { SdkSettings } from '../sdk/settings.js';
import { RefillBuilder, REFILL_BUILDER_AREAS } from './refill-builder.js';
import { refillBuilderCss } from './refill-builder.css.js';
import type { AddToRefillCartDetail, RefillChangeDetail, RefillChoicesDetail, RefillPlanMadeDetail, RefillRequestedDetail } from './refill-builder.element.js';

export type { AddToRefillCartDetail, RefillChangeDetail, RefillChoicesDetail, RefillPlanMadeDetail, RefillRequestedDetail };

const ATTRIBUTES = [...REFILL_STEPS, 'quantity', 'lang', 'fastpay', 'plans-href'] as const;

function presetOf(element: HTMLElement): Partial<RefillChoices> {
  const preset: Partial<RefillChoices> = {};
  for (const step of REFILL_STEPS) {
    const value = element.getAttribute(step);
    if (value) preset[step] = value;
  }
  const quantity = element.getAttribute('quantity');
  if (quantity !== null) preset.quantity = refillQuantity(quantity);
  return preset;
}

function detailOf(choices: RefillChoices): RefillChoicesDetail {
  const of = (value: string | undefined) => value ?? null;
  return {
    container: of(choices.container),
    size: of(choices.size),
    color: of(choices.color),
    scent: of(choices.scent),
    wick: of(choices.wick),
    quantity: choices.quantity,
  };
}

/** The event's detail: the request, where its payment continues, and the address the widget opens. */
export function requestedDetail({ result, method, route }: RequestedRefill, storefront: string): RefillRequestedDetail {
  const to = route;
  return { id: result.id ?? '', uuid: result.uuid ?? '', method, to: to.to, href: paymentHref(to, storefront, result) ?? null };
}

// The shopper's choices go back to the attributes, so the element always says what it shows.
function reflect(element: HTMLElement, choices: RefillChoices) {
  for (const step of REFILL_STEPS) {
    const value = choices[step];
    if (value === undefined) element.removeAttribute(step);
    else element.setAttribute(step, value);
  }
  element.setAttribute('quantity', String(choices.quantity));
}

function BuilderElement({ element, settings }: ElementProps) {
  const lang = useElementLang(element, settings);
  const client = shared(`client:${settings.endpoint}`, () => createPublicClient({ endpoint: settings.endpoint }));
  return createElement(RefillBuilder, {
    client,
    lang,
    preset: presetOf(element),
    request: {
      endpoint: settings.endpoint,
      fastpay: Boolean(settings.fastpay) || element.hasAttribute('fastpay'),
      plansHref: element.getAttribute('plans-href') || undefined,
      onRequested(requested, line, total) {
        const detail = requestedDetail(requested, localizedBase(settings.storefront, lang));
        const paid = requested.giftCardPaid;
        if (line) track(element, 'request_refill', [refillItem(line, total ?? 0)], { transaction_id: detail.id, ...(paid && { gift_card: paid }) });
        // As <candle-checkout>'s candle-order-created: a host that cancels the event navigates itself.
        if (emit(element, 'candle-refill-requested', detail, true) && detail.href) location.assign(detail.href);
      },
    },
    onChange(choices, total) {
      reflect(element, choices);
      emit(element, 'candle-refill-change', { choices: detailOf(choices), total: total ?? null } satisfies RefillChangeDetail);
    },
    onAdded(line, total) {
      const choices = {
        container: line.container.id,
        size: line.size.id,
        color: line.color.id,
        scent: line.scent.id,
        wick: line.wick.id,
        quantity: line.quantity,
      };
      emit(element, 'candle-add-to-refill-cart', { choices, total } satisfies AddToRefillCartDetail);
      track(element, 'add_to_cart', [refillItem(line, total)]);
    },
  });
}

/** Defines <candle-refill-builder> with the page's SDK settings. */
export const define = (settings: SdkSettings) => defineCandleElement({ tag: 'candle-refill-builder', attributes: ATTRIBUTES, css: refillBuilderCss, areas: REFILL_BUILDER_AREAS, Component: BuilderElement }, settings);
