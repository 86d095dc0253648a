import type { Texts } from '../../types.js';
import { t } from '../texts.js';

/** What a product looks like; picks both its picture and the common line of its description. */
export type ProductForm = 'jar' | 'pillar' | 'tin' | 'melt' | 'trimmer' | 'snuffer' | 'matches' | 'tray' | 'card' | 'set';

/** A product as seeded, with its stable id. */
export interface ProductSeed {
  id: number;
  category: 1 | 2 | 3 | 4;
  sub: number | null;
  collection: number | null;
  form: ProductForm;
  title: Texts;
  /** The product's own sentence; the form's common line is appended to make the description. */
  blurb: Texts;
  colors: readonly number[];
  scents: readonly number[];
  /** [size id, price in IQD], smallest first. */
  sizes: ReadonlyArray<readonly [number, number]>;
  /** Integer IQD; null means the first size's price applies (SPEC §2 product card). */
  price: number | null;
  stock: number;
  isNew?: boolean;
  /** Colour of accessories, cards and sets that have no colour option. */
  tint?: string;
}

/** Size ladders of the candle forms: [size id, price]. */
export const ladders = {
  jar: [
    [2, 18000],
    [3, 27000],
    [4, 39000],
  ],
  jarOud: [
    [2, 21000],
    [3, 31000],
    [4, 45000],
  ],
  jarSmall: [
    [2, 18000],
    [3, 27000],
  ],
  pillar: [
    [2, 16000],
    [3, 24000],
  ],
  tin: [
    [1, 9000],
    [2, 15000],
  ],
  melt: [
    [1, 7000],
    [2, 13000],
  ],
} satisfies Record<string, ReadonlyArray<readonly [number, number]>>;

/** The common line each form adds to a description; accessories speak for themselves. */
export const formLines: Partial<Record<ProductForm, Texts>> = {
  jar: t(
    'Soy and coconut wax in a reusable glass jar with a cotton wick; the 300 g jar burns about 50 hours.',
    'مۆمی سۆیا و گوێزی هیند لە شووشەیەکدا کە دەتوانرێت دووبارە بەکاربهێنرێتەوە، لەگەڵ فتیلەی لۆکە؛ قەبارەی ٣٠٠ گرامی نزیکەی ٥٠ کاتژمێر دەسووتێت.',
    'شمع الصويا وجوز الهند في برطمان زجاجي يُعاد استخدامه بفتيل قطني؛ يحترق برطمان ٣٠٠ غرام نحو ٥٠ ساعة.',
  ),
  pillar: t(
    'A free-standing pillar of hand-poured wax: set it on a tray and keep the wick trimmed to 5 mm.',
    'ستوونێکی مۆمی بە دەست ڕێژراو کە بەبێ دەفر ڕادەوەستێت: لەسەر سینییەک دایبنێ و فتیلەکەی تا ٥ ملم کورت بکەرەوە.',
    'عمود من الشمع المصبوب يدويًا يقف دون وعاء: ضعه على صينية واحرص على قص الفتيل إلى ٥ ملم.',
  ),
  tin: t(
    'A tin with a lid that travels in a handbag or a suitcase, from Zakho to Basra.',
    'قوتوویەکی سەرداپۆشراو کە لە جانتادا لەگەڵت دێت، لە زاخۆوە تا بەسرە.',
    'علبة معدنية بغطاء ترافقك في الحقيبة، من زاخو إلى البصرة.',
  ),
  melt: t(
    'Six scented wax cubes that melt on a warmer and fill the room without a wick.',
    'شەش پارچە مۆمی بۆندار کە لەسەر گەرمکەرەوەیەک دەتوێنەوە و ژوورەکە پڕ دەکەن لە بۆن، بەبێ فتیلە.',
    'ست قطع من الشمع المعطر تذوب على المبخرة وتملأ الغرفة بالعطر دون فتيل.',
  ),
  card: t('Delivered as a printed card with a code; it never expires.', 'وەک کارتێکی چاپکراو لەگەڵ کۆدێک دەگەیەنرێت؛ هەرگیز بەسەر ناچێت.', 'تُسلَّم كبطاقة مطبوعة مع رمز، ولا تنتهي صلاحيتها.'),
  set: t(
    'Packed in a kraft box and wrapped by hand; a handwritten note is free.',
    'لە سندووقێکی کاغەزی قاوەییدا دادەنرێت و بە دەست دەپێچرێت؛ نامەیەکی دەستنووس بەخۆڕاییە.',
    'معبأة في صندوق كرتوني ومغلفة يدويًا، والبطاقة المكتوبة بخط اليد مجانية.',
  ),
};
