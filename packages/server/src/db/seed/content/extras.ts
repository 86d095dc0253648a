import type { Texts } from '../../types.js';
import type { SocialPlatform } from '../../tables/content.js';
import type { ValueIcon } from './pictures.js';
import { t } from '../texts.js';

/** A value box as seeded; `icon` picks its picture. */
export interface ValueBoxSeed {
  id: number;
  title: Texts;
  description: Texts;
  icon: ValueIcon;
  tint: string;
}

/** The shop's four promises, in the order they are shown. */
export const valueBoxes: ValueBoxSeed[] = [
  {
    id: 1,
    icon: 'pour',
    tint: '#c0643f',
    title: t('Hand-poured in Erbil', 'بە دەست ڕێژراو لە هەولێر', 'مصبوبة يدويًا في أربيل'),
    description: t('Every candle is poured by hand in small batches in our Erbil studio.', 'هەموو مۆمێک بە بڕی کەم و بە دەست لە ستۆدیۆکەمان لە هەولێر دەڕێژرێت.', 'كل شمعة تُصبّ يدويًا وبكميات صغيرة في مشغلنا في أربيل.'),
  },
  {
    id: 2,
    icon: 'truck',
    tint: '#3f6e8c',
    title: t('Delivery across Iraq', 'گەیاندن بۆ هەموو عێراق', 'توصيل إلى كل العراق'),
    description: t(
      'From Duhok to Basra, we deliver to every city; the delivery price depends on yours.',
      'لە دهۆکەوە تا بەسرە، بۆ هەموو شارێک دەگەیەنین؛ نرخی گەیاندن بەپێی شارەکەت دەگۆڕێت.',
      'من دهوك إلى البصرة نوصل إلى كل المدن، وتختلف أجرة التوصيل حسب مدينتك.',
    ),
  },
  {
    id: 3,
    icon: 'soy',
    tint: '#7d8a4e',
    title: t('Natural soy wax', 'مۆمی سروشتیی سۆیا', 'شمع صويا طبيعي'),
    description: t(
      'Clean-burning soy and coconut wax with cotton wicks, never paraffin.',
      'مۆمی سۆیا و گوێزی هیند کە پاک دەسووتێن لەگەڵ فتیلەی لۆکە، هەرگیز پارافین نا.',
      'شمع الصويا وجوز الهند يحترق بنظافة مع فتائل قطنية، دون بارافين أبدًا.',
    ),
  },
  {
    id: 4,
    icon: 'refill',
    tint: '#e9a93a',
    title: t('Refill your jar', 'شووشەکەت پڕ بکەرەوە', 'أعد تعبئة برطمانك'),
    description: t(
      'Bring back an empty jar and we refill it with the wax and scent you choose, for less than a new candle.',
      'شووشەیەکی بەتاڵ بهێنەرەوە و بە مۆم و بۆنی دڵخوازی خۆت پڕی دەکەینەوە، بە نرخێکی کەمتر لە مۆمێکی نوێ.',
      'أعد إلينا برطمانًا فارغًا فنعيد تعبئته بالشمع والعطر الذي تختاره، بسعر أقل من شمعة جديدة.',
    ),
  },
];

/** The offer banner; SPEC §9: dark blue with white text, and a 15% newsletter discount. */
export const banner = {
  title: t('15% off your next order when you join the newsletter', '١٥٪ داشکاندن لە داواکاریی داهاتووت کاتێک بەشداری هەواڵنامەکەمان دەبیت', 'خصم ١٥٪ على طلبك القادم عند اشتراكك في النشرة البريدية'),
  link: '/shop',
  bgColor: '#0b1f4b',
  textColor: '#ffffff',
};

/** The shop's contact entries; email and phone read the same in every language. */
export const contactEntries: Array<{ id: number; type: 'email' | 'phone' | 'address'; value: Texts | { en: string } }> = [
  { id: 1, type: 'email', value: { en: 'hello@candleshop.iq' } },
  { id: 2, type: 'phone', value: { en: '+964 750 123 4567' } },
  {
    id: 3,
    type: 'address',
    value: t('Building 14, 60m Street, Erbil, Kurdistan Region, Iraq', 'باڵەخانەی ١٤، شەقامی شەست مەتری، هەولێر، هەرێمی کوردستان، عێراق', 'بناية ١٤، شارع الستين، أربيل، إقليم كردستان، العراق'),
  },
];

/** SPEC §9: exactly the platforms the header recognises. */
export const socialMedia: Array<{ id: number; title: SocialPlatform; url: string }> = [
  { id: 1, title: 'facebook', url: 'https://www.facebook.com/candleshop.iq' },
  { id: 2, title: 'instagram', url: 'https://www.instagram.com/candleshop.iq' },
  { id: 3, title: 'twitter', url: 'https://twitter.com/candleshop_iq' },
  { id: 4, title: 'pinterest', url: 'https://www.pinterest.com/candleshopiq' },
  { id: 5, title: 'tiktok', url: 'https://www.tiktok.com/@candleshop.iq' },
];
