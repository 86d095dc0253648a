import type { ReactNode } from 'react';
import { FactList } from '../frame/query-status.js';

/** One sale in an account's history: its heading, its facts, and its page. */
export interface SaleRow {
  id: string;
  heading: string;
  facts: readonly (readonly [ReactNode, ReactNode])[];
  href: string;
  /** The link's words; without them the heading is the link. */
  link?: string;
  /** What the customer may do with the sale besides opening it (repeat a refill as a plan). */
  action?: ReactNode;
}

/** The rows of an account's orders, refills, tickets or requests; `level` is the headings' level. */
export function SaleRows({ rows, level = 4 }: { rows: readonly SaleRow[]; level?: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <ul className="order-list">
      {rows.map((row) => (
        <li key={row.id} className="order-row">
          <Heading>{row.link ? row.heading : <a href={row.href}>{row.heading}</a>}</Heading>
          <FactList facts={row.facts} />
          {row.link ? <a href={row.href}>{row.link}</a> : null}
          {row.action}
        </li>
      ))}
    </ul>
  );
}
