import { isolateIn, formatPrice, localizeDigits, nationalPhone, type deliveryOperations, type ResultOf } from '@candleshop/core';
import { Isolated, useI18n } from '@candleshop/ui';
import { DataTable } from '../../frame/data-table.js';
import { differenceText, lineText } from './delivery-text.js';

/** A stop as the sheet lists it (schema AdminDeliveryStop). */
export type SheetStop = ResultOf<typeof deliveryOperations.DeliveryStopFields>;

/**
 * The run sheet (issue 28 item 2): per stop its position, customer, address, city, phone (a link
 * that calls), what it delivers (an order, or a refill plan's refill: issue 37) with its items and
 * the cash to collect, with the outcome once known and a flag where the
 * cash collected differs; the total cash expected under it. The same table is what prints.
 */
export function RunSheet({ stops, city, cashExpected }: { stops: readonly SheetStop[]; city: string; cashExpected: number }) {
  const { t, lang } = useI18n();
  const headings = [
    'admin.delivery.sheet.position',
    'admin.delivery.sheet.customer',
    'admin.delivery.sheet.address',
    'admin.delivery.sheet.city',
    'admin.delivery.sheet.phone',
    'admin.delivery.sheet.items',
    'admin.delivery.sheet.cashToCollect',
    'admin.delivery.sheet.outcome',
  ];
  return (
    <DataTable headings={headings} label={t('admin.delivery.sheet.title')} id="run-sheet">
      {stops.map((stop) => {
        const difference = differenceText(t, lang, stop.cashDifference);
        return (
          <tr key={stop.id} data-stop={stop.position} className={difference ? 'admin-flagged' : undefined}>
            <td>{localizeDigits(String(stop.position), lang)}</td>
            <td>
              <Isolated dir="auto">{stop.customerName}</Isolated>
            </td>
            <td>
              <Isolated dir="auto">{stop.address}</Isolated>
              {stop.notes ? <span className="muted run-sheet-notes">{t('admin.delivery.sheet.notes', { notes: isolateIn(lang, stop.notes) })}</span> : null}
            </td>
            <td>{city}</td>
            <td>
              <a href={`tel:${stop.phone}`}>
                <Isolated>{nationalPhone(stop.phone)}</Isolated>
              </a>
            </td>
            <td>
              <strong>{stop.kind === 'refill' ? t('admin.delivery.new.refill', { id: localizeDigits(stop.refill ?? '', lang) }) : t('admin.delivery.new.order', { id: localizeDigits(stop.order ?? '', lang) })}</strong>
              <ul className="run-sheet-items">
                {stop.lines.map((line, index) => (
                  <li key={index}>{lineText(lang, line)}</li>
                ))}
              </ul>
            </td>
            <td data-cash={stop.cashToCollect}>{stop.cashToCollect ? formatPrice(stop.cashToCollect, lang) : t('admin.delivery.sheet.paidOnline')}</td>
            <td data-outcome={stop.outcome ?? ''}>
              {stop.outcome ? t(`admin.delivery.outcomes.${stop.outcome}`) : <span className="muted">{t('admin.delivery.sheet.waiting')}</span>}
              {stop.outcome === 'delivered' && stop.cashCollected !== null && stop.cashToCollect + stop.cashCollected > 0 ? (
                <span className="run-sheet-collected"> · {t('admin.delivery.outcome.collected', { amount: formatPrice(stop.cashCollected, lang) })}</span>
              ) : null}
              {difference ? (
                <strong className="admin-flag" data-difference={stop.cashDifference}>
                  {difference}
                </strong>
              ) : null}
            </td>
          </tr>
        );
      })}
      <tr className="run-sheet-total">
        <th scope="row" colSpan={6}>
          {t('admin.delivery.sheet.totalExpected')}
        </th>
        <td data-total={cashExpected}>{formatPrice(cashExpected, lang)}</td>
        <td />
      </tr>
    </DataTable>
  );
}
