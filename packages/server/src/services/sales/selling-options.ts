import type { HumanCheckVerifier } from '../../adapters/human-check/human-check.js';
import type { Lang } from '../../db/types.js';
import type { Payments } from '../../payments/types.js';
import type { AttributionOf } from '../partners/attribution.js';
import type { SaleLife } from '../sale-life/sale-outbox.js';

/** What every service that takes a sale needs of the request. */
export interface SellingOptions {
  /** The partner that brought the request's sales (issue 26 item 2), recorded on each. */
  attribution: AttributionOf;
  /** The language of the request: the sale's mails are written in it. */
  lang: Lang;
  /** Checks a guest's human-check token. */
  humanCheck: HumanCheckVerifier;
}

/** What a service whose sales are paid online needs besides. */
export interface PaidSellingOptions extends SellingOptions {
  /** The shop's verified payments; undefined where no provider is set up (cash only). */
  payments: Payments | undefined;
  /** A sale's events and their handlers (issue 34 item 2): its link, receipt and what new features add. */
  saleLife: SaleLife;
}
