import type { Lang } from '../../db/types.js';
import type { DeliveryStopView } from '../../services/delivery/delivery-views.js';
import type { Services } from '../../services/index.js';

// The run sheet as CSV (issue 28 item 2), in the staff member's language: the same stops and
// items the run page shows. Numbers stay Latin digits so a spreadsheet adds them up.

interface SheetTexts {
  header: readonly string[];
  outcomes: Record<string, string>;
  total: string;
  returned: string;
  difference: string;
  /** Names a refill plan's refill request in the order column (issue 37). */
  refill: string;
}

const TEXTS: Record<Lang, SheetTexts> = {
  en: {
    header: ['Stop', 'Order', 'Customer', 'Phone', 'Address', 'City', 'Items', 'Cash to collect', 'Outcome', 'Cash collected'],
    outcomes: { delivered: 'Delivered', refused: 'Refused', unreachable: 'Not reachable', returned: 'Returned' },
    total: 'Total cash expected',
    returned: 'Cash brought back',
    difference: 'Difference',
    refill: 'Plan refill',
  },
  ku: {
    header: ['وەستان', 'داواکاری', 'کڕیار', 'تەلەفۆن', 'ناونیشان', 'شار', 'کاڵاکان', 'پارەی وەرگرتن', 'ئەنجام', 'پارەی وەرگیراو'],
    outcomes: { delivered: 'گەیەندرا', refused: 'ڕەتکرایەوە', unreachable: 'نەگەیشترا پێی', returned: 'گەڕێندرایەوە' },
    total: 'کۆی پارەی چاوەڕوانکراو',
    returned: 'پارەی هێنراوەتەوە',
    difference: 'جیاوازی',
    refill: 'پڕکردنەوەی پلان',
  },
  ar: {
    header: ['المحطة', 'الطلب', 'الزبون', 'الهاتف', 'العنوان', 'المدينة', 'المنتجات', 'المبلغ المطلوب تحصيله', 'النتيجة', 'المبلغ المحصّل'],
    outcomes: { delivered: 'تم التسليم', refused: 'مرفوض', unreachable: 'تعذّر الوصول', returned: 'مرتجع' },
    total: 'إجمالي النقد المتوقع',
    returned: 'النقد المُعاد',
    difference: 'الفرق',
    refill: 'إعادة تعبئة الخطة',
  },
};

/** One stop's items on one line: `2 × Amber candle (Large, Red, Vanilla)`. */
export function itemsText(stop: Pick<DeliveryStopView, 'lines'>): string {
  return stop.lines
    .map((line) => {
      const options = [line.size, line.color, line.scent].filter(Boolean).join(', ');
      return `${line.quantity} × ${line.title}${options ? ` (${options})` : ''}`;
    })
    .join('; ');
}

/** The header and rows of a run's CSV, or undefined when there is no such run. */
export async function deliveryRunSheet(services: Pick<Services, 'deliveryRuns'>, id: number, lang: Lang): Promise<{ header: readonly string[]; rows: Array<Array<string | number | null>> } | undefined> {
  const runs = services.deliveryRuns;
  const run = await runs.one(id);
  if (!run) return undefined;
  const texts = TEXTS[lang];
  const stops = await runs.stops(id);
  const rows: Array<Array<string | number | null>> = stops.map((stop) => [
    stop.position,
    stop.order ?? `${texts.refill} ${stop.refill}`,
    stop.customerName,
    stop.phone,
    stop.address,
    run.cityName,
    itemsText(stop),
    stop.cashToCollect,
    stop.outcome ? texts.outcomes[stop.outcome]! : '',
    stop.cashCollected,
  ]);
  const blank = (count: number) => Array.from({ length: count }, () => '');
  rows.push([texts.total, ...blank(6), run.cashExpected, '', run.cashCollected]);
  if (run.cashReturned !== null) {
    rows.push([texts.returned, ...blank(8), run.cashReturned]);
    rows.push([texts.difference, ...blank(8), run.cashDifference]);
  }
  return { header: texts.header, rows };
}
