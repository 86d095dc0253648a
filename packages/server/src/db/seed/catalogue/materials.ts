import type { Texts } from '../../types.js';
import { t } from '../texts.js';

/** A size as seeded; `value` is grams of wax. */
export interface SizeSeed {
  id: number;
  title: Texts;
  value: number;
}

/** A colour as seeded; `refill` is IQD per 100 g (SPEC §5). */
export interface ColorSeed {
  id: number;
  title: Texts;
  hex: string;
  label: Texts | null;
  refill: number;
}

/** A scent as seeded; `motif` picks its generated picture. */
export interface ScentSeed {
  id: number;
  title: Texts;
  motif: 'flower' | 'blossom' | 'wood' | 'drop' | 'bean' | 'fruit' | 'leaf' | 'stick';
  tint: string;
}

/** Candle sizes, smallest first. */
export const sizes: SizeSeed[] = [
  { id: 1, value: 80, title: t('80 g', '٨٠ گرام', '٨٠ غرام') },
  { id: 2, value: 180, title: t('180 g', '١٨٠ گرام', '١٨٠ غرام') },
  { id: 3, value: 300, title: t('300 g', '٣٠٠ گرام', '٣٠٠ غرام') },
  { id: 4, value: 500, title: t('500 g', '٥٠٠ گرام', '٥٠٠ غرام') },
];

/** Wax colours with their refill prices. */
export const colors: ColorSeed[] = [
  { id: 1, hex: '#f3ead8', refill: 3000, title: t('Ivory', 'عاجی', 'عاجي'), label: t('Undyed', 'بێ بۆیە', 'بدون صبغة') },
  { id: 2, hex: '#e8a3a8', refill: 3500, title: t('Rose pink', 'پەمەیی', 'وردي'), label: null },
  { id: 3, hex: '#e9a93a', refill: 3500, title: t('Saffron', 'زەعفەرانی', 'زعفراني'), label: null },
  { id: 4, hex: '#7d8a4e', refill: 3500, title: t('Olive', 'زەیتوونی', 'زيتوني'), label: null },
  { id: 5, hex: '#3f6e8c', refill: 4000, title: t('Tigris blue', 'شینی دیجلە', 'أزرق دجلة'), label: null },
  { id: 6, hex: '#c0643f', refill: 3500, title: t('Terracotta', 'سووری خشتی', 'طوبي'), label: null },
  { id: 7, hex: '#3b3a3c', refill: 4000, title: t('Charcoal', 'خەڵووزی', 'فحمي'), label: null },
  { id: 8, hex: '#7a4a2b', refill: 3500, title: t('Date brown', 'قاوەیی خورمایی', 'بني تمري'), label: null },
  { id: 9, hex: '#9e2b3a', refill: 4000, title: t('Pomegranate', 'هەناری', 'رماني'), label: t('Limited', 'سنووردار', 'إصدار محدود') },
  { id: 10, hex: '#c9a24a', refill: 5000, title: t('Gold', 'ئاڵتوونی', 'ذهبي'), label: t('Metallic', 'میتاڵی', 'معدني') },
  { id: 11, hex: '#a9d3bf', refill: 3500, title: t('Mint', 'سەوزی پونگی', 'نعناعي'), label: null },
  { id: 12, hex: '#b7a6d6', refill: 3500, title: t('Lavender', 'مۆری کاڵ', 'خزامي'), label: null },
];

/** Scents, each drawn as its main ingredient. */
export const scents: ScentSeed[] = [
  { id: 1, motif: 'wood', tint: '#5b3a29', title: t('Oud', 'عوود', 'عود') },
  { id: 2, motif: 'flower', tint: '#c2415b', title: t('Damask rose', 'گوڵی محەمەدی', 'ورد جوري') },
  { id: 3, motif: 'blossom', tint: '#f4f1e6', title: t('Jasmine', 'یاسەمەن', 'ياسمين') },
  { id: 4, motif: 'drop', tint: '#d98e1f', title: t('Amber', 'عەنبەر', 'عنبر') },
  { id: 5, motif: 'blossom', tint: '#ffd8a8', title: t('Orange blossom', 'گوڵی نارنج', 'زهر البرتقال') },
  { id: 6, motif: 'bean', tint: '#6f4e37', title: t('Cardamom coffee', 'قاوەی هێل', 'قهوة بالهيل') },
  { id: 7, motif: 'fruit', tint: '#7b4b7a', title: t('Fig', 'هەنجیر', 'تين') },
  { id: 8, motif: 'wood', tint: '#b07d4f', title: t('Sandalwood', 'سەندەڵ', 'خشب الصندل') },
  { id: 9, motif: 'stick', tint: '#a0522d', title: t('Cinnamon', 'دارچین', 'قرفة') },
  { id: 10, motif: 'leaf', tint: '#6b8e4e', title: t('Mountain thyme', 'جاترەی چیا', 'زعتر الجبل') },
  { id: 11, motif: 'fruit', tint: '#8b5a2b', title: t('Dates and honey', 'خورما و هەنگوین', 'تمر وعسل') },
  { id: 12, motif: 'leaf', tint: '#4caf7a', title: t('Mint tea', 'چای پونگ', 'شاي بالنعناع') },
];
