import type { Texts } from '../../types.js';
import { t } from '../texts.js';

/** A ticket tier as seeded: for `min` to `max` people at `price` IQD each; `soldout` closes it. */
export interface TicketSeed {
  min: number;
  max: number;
  price: number;
  soldout?: boolean;
}

/** A ticket bought before the demo starts (a guest paid cash at the studio); it holds its seats. */
export interface SoldTicketSeed {
  uuid: string;
  /** Index of the tier in the workshop's `tickets`. */
  tier: number;
  people: number;
  name: string;
  email: string;
  phone: string;
}

/** A workshop as seeded; `startsAt` is Baghdad time (Iraq keeps UTC+3 all year). */
export interface WorkshopSeed {
  id: number;
  title: Texts;
  description: Texts;
  startsAt: string;
  tint: string;
  /** Seats in all. */
  seats: number;
  durationMinutes: number;
  tickets: TicketSeed[];
  sold?: SoldTicketSeed[];
}

/**
 * Workshops at the Erbil studio: one already held, the rest upcoming; one nearly full (the
 * scent blending), one tier closed by the shop (single seats at the family morning).
 */
export const workshops: WorkshopSeed[] = [
  {
    id: 1,
    startsAt: '2026-10-17T16:00:00+03:00',
    tint: '#a0522d',
    seats: 12,
    durationMinutes: 180,
    title: t('Autumn open studio', 'ستۆدیۆی کراوەی پاییز', 'الاستوديو المفتوح في الخريف'),
    description: t('An afternoon of pouring autumn candles with cinnamon and fig.', 'دوانیوەڕۆیەک بۆ ڕشتنی مۆمی پاییزی بە دارچین و هەنجیر.', 'عصرية لصبّ شموع الخريف بالقرفة والتين.'),
    tickets: [
      { min: 1, max: 1, price: 30000 },
      { min: 2, max: 2, price: 27500 },
    ],
  },
  {
    id: 2,
    startsAt: '2026-12-05T17:00:00+03:00',
    tint: '#d98e1f',
    seats: 20,
    durationMinutes: 150,
    title: t('Hand-poured soy candles for beginners', 'مۆمی سۆیای دەستڕێژ بۆ سەرەتاییەکان', 'شموع الصويا المصبوبة يدويًا للمبتدئين'),
    description: t(
      'Learn to melt, scent and pour your own soy candle in an amber jar; you take two candles home.',
      'فێر ببە چۆن مۆمی سۆیا بتوێنیتەوە، بۆنی لێبدەیت و لە شووشەیەکی کارەباییدا بیڕێژیت؛ دوو مۆم لەگەڵ خۆت دەبەیتەوە ماڵەوە.',
      'تعلّم كيف تذيب شمع الصويا وتعطّره وتصبّه في برطمان كهرماني؛ وتأخذ معك شمعتين إلى البيت.',
    ),
    tickets: [
      { min: 1, max: 1, price: 35000 },
      { min: 2, max: 2, price: 30000 },
      { min: 3, max: 6, price: 25000 },
    ],
  },
  {
    id: 3,
    startsAt: '2026-12-12T18:00:00+03:00',
    tint: '#5b3a29',
    seats: 8,
    durationMinutes: 120,
    title: t('Scent blending: oud, rose and amber', 'تێکەڵکردنی بۆن: عوود، گوڵ و عەنبەر', 'مزج العطور: العود والورد والعنبر'),
    description: t(
      'Our perfumer guides you through the classic Iraqi notes; blend a scent that is yours alone.',
      'بۆنسازەکەمان ڕێنماییت دەکات بۆ ناسینی بۆنە کلاسیکییە عێراقییەکان؛ بۆنێک تێکەڵ بکە کە تەنها هی خۆت بێت.',
      'يرافقك عطّارنا في رحلة عبر النفحات العراقية الكلاسيكية؛ امزج عطرًا خاصًا بك وحدك.',
    ),
    tickets: [
      { min: 1, max: 1, price: 40000 },
      { min: 2, max: 2, price: 35000 },
    ],
    sold: [
      { uuid: '3f6c2a1e-8b4d-4c1a-9e2f-5a7b9c0d1e21', tier: 1, people: 2, name: 'Avan Karim', email: 'avan.karim@example.com', phone: '07501112233' },
      { uuid: '9a1d4e7b-2c5f-4b8a-8d3e-6f0a1b2c3d42', tier: 1, people: 2, name: 'Hawre Aziz', email: 'hawre.aziz@example.com', phone: '07701112233' },
      { uuid: 'c7e2b5a9-4d1f-4e6b-a0c3-8b9d2e4f5a63', tier: 0, people: 1, name: 'Zainab Ali', email: 'zainab.ali@example.com', phone: '07801112233' },
    ],
  },
  {
    id: 4,
    startsAt: '2026-12-19T11:00:00+03:00',
    tint: '#f28c28',
    seats: 24,
    durationMinutes: 150,
    title: t('Winter candles with the family', 'مۆمی زستانە لەگەڵ خێزان', 'شموع الشتاء مع العائلة'),
    description: t(
      'A morning for parents and children: decorate pillar candles with dried oranges and cinnamon sticks.',
      'بەیانییەک بۆ دایک و باوک و منداڵان: مۆمی ستوونی بە پرتەقاڵی وشک و داری دارچین بڕازێننەوە.',
      'صباح للآباء والأطفال: زيّنوا الشموع العمودية بشرائح البرتقال المجفف وأعواد القرفة.',
    ),
    tickets: [
      { min: 1, max: 1, price: 30000, soldout: true },
      { min: 2, max: 4, price: 27000 },
      { min: 5, max: 10, price: 22000 },
    ],
  },
  {
    id: 5,
    startsAt: '2027-01-30T17:00:00+03:00',
    tint: '#c9a24a',
    seats: 16,
    durationMinutes: 120,
    title: t('Lantern candles for Ramadan', 'مۆمی فانۆس بۆ ڕەمەزان', 'شموع الفوانيس لرمضان'),
    description: t(
      'Pour gold and saffron candles for your Ramadan lanterns and your iftar table.',
      'مۆمی ئاڵتوونی و زەعفەرانی بۆ فانۆسەکانی ڕەمەزان و سفرەی بەربانگەکەت بڕێژە.',
      'اصنع شموعًا ذهبية وزعفرانية لفوانيس رمضان ولمائدة إفطارك.',
    ),
    tickets: [
      { min: 1, max: 1, price: 35000 },
      { min: 2, max: 2, price: 32500 },
    ],
  },
  {
    id: 6,
    startsAt: '2027-03-13T16:00:00+03:00',
    tint: '#7d8a9a',
    seats: 12,
    durationMinutes: 180,
    title: t('Concrete vessels and wooden wicks', 'دەفری کۆنکرێت و فتیلەی دار', 'أوعية الإسمنت والفتائل الخشبية'),
    description: t(
      'Cast your own concrete vessel, then fill it with a crackling wooden-wick candle.',
      'دەفرێکی کۆنکرێتی خۆت دروست بکە، پاشان بە مۆمێکی فتیلە دار کە قرچەقرچ دەکات پڕی بکەرەوە.',
      'اصنع وعاءك الإسمنتي بنفسك، ثم املأه بشمعة ذات فتيل خشبي يطقطق.',
    ),
    tickets: [
      { min: 1, max: 1, price: 45000 },
      { min: 3, max: 6, price: 38000 },
    ],
  },
];
