import type { Texts } from '../types.js';
import type { SeedArea } from './area.js';
import { flame, shade, stage, svg } from './svg.js';

interface PackageSeed {
  id: number;
  title: Texts;
  description: Texts;
  tint: string;
  /** Candles in each month's box. */
  candles: number;
  /** IQD for 1, 3, 6 and 12 months. */
  prices: [number, number, number, number];
}

const MONTHS = [1, 3, 6, 12] as const;

const packages: PackageSeed[] = [
  {
    id: 1,
    title: { en: 'Candle of the month', ku: 'مۆمی مانگ', ar: 'شمعة الشهر' },
    description: {
      en: 'One hand-poured candle a month in a new scent, with a card about its story.',
      ku: 'هەر مانگێک مۆمێکی دەستکرد بە بۆنێکی نوێ، لەگەڵ کارتێک دەربارەی چیرۆکەکەی.',
      ar: 'شمعة مصبوبة يدوياً كل شهر بعطر جديد، مع بطاقة عن قصتها.',
    },
    tint: '#c9a46a',
    candles: 1,
    prices: [30000, 85000, 165000, 320000],
  },
  {
    id: 2,
    title: { en: 'Pair of the month', ku: 'جووتی مانگ', ar: 'ثنائي الشهر' },
    description: {
      en: 'Two matching candles a month: one for the living room, one to give away.',
      ku: 'هەر مانگێک دوو مۆمی هاوشێوە: یەکێک بۆ ژووری دانیشتن، یەکێک بۆ دیاری.',
      ar: 'شمعتان متناسقتان كل شهر: واحدة لغرفة الجلوس وأخرى للإهداء.',
    },
    tint: '#8b1e3f',
    candles: 2,
    prices: [52000, 150000, 290000, 560000],
  },
  {
    id: 3,
    title: { en: "The collector's box", ku: 'سندوقی کۆکەرەوە', ar: 'صندوق المقتني' },
    description: {
      en: 'Three candles a month from the newest collection, with a wick trimmer in the first box.',
      ku: 'هەر مانگێک سێ مۆم لە نوێترین کۆمەڵە، لەگەڵ بڕەری فتیلە لە یەکەم سندوقدا.',
      ar: 'ثلاث شموع كل شهر من أحدث مجموعة، مع مقص فتيل في الصندوق الأول.',
    },
    tint: '#2f6f5e',
    candles: 3,
    prices: [75000, 215000, 420000, 810000],
  },
];

const imagePath = (id: number) => `/media/subscriptions/${id}.svg`;

function picture(item: PackageSeed): string {
  const jars = Array.from({ length: item.candles }, (_, index) => {
    const x = 200 + (index - (item.candles - 1) / 2) * 96;
    return `<rect x="${x - 40}" y="200" width="80" height="120" rx="12" fill="${shade(item.tint, 0.35)}" stroke="${shade(item.tint, -0.3)}" stroke-width="3"/>` + flame(x, 200, 0.8);
  }).join('');
  return svg(400, 400, stage(shade(item.tint, 0.85)) + `<rect x="40" y="300" width="320" height="60" rx="8" fill="${item.tint}"/>` + jars);
}

/** Gift-subscription packages (issue 12) with their prices for 1, 3, 6 and 12 months and pictures. */
export const subscriptionsSeed: SeedArea = {
  name: 'subscriptions',
  anchor: 'subscription_packages',
  identityTables: ['subscription_packages', 'subscription_prices'],
  async run(trx) {
    await trx
      .insertInto('subscription_packages')
      .values(packages.map((item) => ({ id: item.id, title: JSON.stringify(item.title), description: JSON.stringify(item.description), image: imagePath(item.id), position: item.id })))
      .execute();
    await trx
      .insertInto('subscription_prices')
      .values(packages.flatMap((item) => MONTHS.map((months, index) => ({ package_id: item.id, months, price: item.prices[index]! }))).map((row, index) => ({ id: index + 1, ...row })))
      .execute();
    await trx
      .insertInto('media')
      .values(packages.map((item) => ({ path: imagePath(item.id), content_type: 'image/svg+xml', body: picture(item) })))
      .execute();
  },
};
