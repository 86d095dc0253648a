import type { Texts } from '../../types.js';
import { t } from '../texts.js';

/** A city as seeded; `price` is its delivery price in IQD. */
export interface CitySeed {
  id: number;
  name: Texts;
  price: number;
}

/** A selling point as seeded; `gallery` is how many extra pictures it has (1 to 3). */
export interface SellingPointSeed {
  id: number;
  city: number;
  title: Texts;
  description: Texts;
  latitude: number;
  longitude: number;
  drop: boolean;
  studio?: boolean;
  gallery: number;
  /** Colour of the awning in its pictures. */
  tint: string;
}

/** An online shop as seeded. */
export interface OnlineShopSeed {
  id: number;
  title: Texts;
  description: Texts;
  link: string;
  tint: string;
}

/** Cities of Iraq with delivery prices from the Erbil studio and the Baghdad stock (SPEC §9: per city). */
export const cities: CitySeed[] = [
  { id: 1, price: 5000, name: t('Baghdad', 'بەغدا', 'بغداد') },
  { id: 2, price: 8000, name: t('Basra', 'بەسرە', 'البصرة') },
  { id: 3, price: 5000, name: t('Erbil', 'هەولێر', 'أربيل') },
  { id: 4, price: 6000, name: t('Sulaymaniyah', 'سلێمانی', 'السليمانية') },
  { id: 5, price: 6000, name: t('Duhok', 'دهۆک', 'دهوك') },
  { id: 6, price: 7000, name: t('Mosul', 'مووسڵ', 'الموصل') },
  { id: 7, price: 7000, name: t('Najaf', 'نەجەف', 'النجف') },
  { id: 8, price: 7000, name: t('Karbala', 'کەربەلا', 'كربلاء') },
  { id: 9, price: 6000, name: t('Kirkuk', 'کەرکووک', 'كركوك') },
  { id: 10, price: 7000, name: t('Hillah', 'حیللە', 'الحلة') },
  { id: 11, price: 8000, name: t('Ramadi', 'ڕەمادی', 'الرمادي') },
  { id: 12, price: 9000, name: t('Nasiriyah', 'ناسریە', 'الناصرية') },
  { id: 13, price: 9000, name: t('Amarah', 'عەمارە', 'العمارة') },
  { id: 14, price: 8000, name: t('Kut', 'کووت', 'الكوت') },
  { id: 15, price: 8000, name: t('Diwaniyah', 'دیوانیە', 'الديوانية') },
  { id: 16, price: 9000, name: t('Samawah', 'سەماوە', 'السماوة') },
  { id: 17, price: 6000, name: t('Baqubah', 'بەعقووبە', 'بعقوبة') },
  { id: 18, price: 7000, name: t('Tikrit', 'تکریت', 'تكريت') },
  { id: 19, price: 7000, name: t('Halabja', 'هەڵەبجە', 'حلبجة') },
  { id: 20, price: 8000, name: t('Zakho', 'زاخۆ', 'زاخو') },
  { id: 21, price: 8000, name: t('Fallujah', 'فەللووجە', 'الفلوجة') },
  { id: 22, price: 10000, name: t('Qaim', 'قائیم', 'القائم') },
];

/** The studio and the shops that sell the candles; coordinates are real places in each city. */
export const sellingPoints: SellingPointSeed[] = [
  {
    id: 1,
    city: 3,
    studio: true,
    drop: true,
    gallery: 3,
    tint: '#c0643f',
    latitude: 36.2296,
    longitude: 43.9953,
    title: t('Candleshop Studio, Ankawa', 'ستۆدیۆی کاندڵشۆپ، عەنکاوە', 'استوديو كاندل شوب، عنكاوا'),
    description: t(
      'Our own studio in Ankawa, where every candle is poured by hand. Pick up your order, refill your jar and join our weekend workshops.',
      'ستۆدیۆی خۆمان لە عەنکاوە، کە هەموو مۆمێک بە دەست تێیدا دەڕێژرێت. داواکارییەکەت وەربگرە، شووشەکەت پڕ بکەرەوە و بەشداری وۆرکشۆپەکانی کۆتایی هەفتەمان بکە.',
      'استوديونا الخاص في عنكاوا، حيث تُصبّ كل شمعة يدويًا. استلم طلبك، واملأ برطمانك من جديد، وانضم إلى ورشنا في عطلة نهاية الأسبوع.',
    ),
  },
  {
    id: 2,
    city: 1,
    drop: true,
    gallery: 2,
    tint: '#3f6e8c',
    latitude: 33.3128,
    longitude: 44.3545,
    title: t('Noor Gift House, Al-Mansour', 'ماڵی دیاری نوور، مەنسوور', 'بيت نور للهدايا، المنصور'),
    description: t(
      'A gift shop on 14th of Ramadan Street stocking our full range of candles; orders can be picked up at the counter.',
      'دووکانێکی دیاری لە شەقامی ١٤ی ڕەمەزان کە هەموو جۆرەکانی مۆمەکانمانی هەیە؛ دەتوانیت داواکارییەکەت لە پێشخانەکە وەربگریت.',
      'متجر هدايا في شارع ١٤ رمضان يعرض تشكيلتنا الكاملة من الشموع؛ ويمكن استلام الطلبات من عند الكاونتر.',
    ),
  },
  {
    id: 3,
    city: 1,
    drop: true,
    gallery: 1,
    tint: '#7d8a4e',
    latitude: 33.3031,
    longitude: 44.4262,
    title: t('Karrada Home Store', 'فرۆشگای ماڵی کەڕادە', 'متجر البيت، الكرادة'),
    description: t(
      'A home-goods shop in Karrada Dakhil with a corner for our candles and the wax colours for refills.',
      'دووکانێکی کەلوپەلی ماڵ لە کەڕادەی ناوەوە، گۆشەیەکی تایبەتی بۆ مۆمەکانمان و ڕەنگەکانی مۆمی پڕکردنەوە هەیە.',
      'متجر للأدوات المنزلية في الكرادة داخل، فيه ركن لشموعنا ولألوان شمع إعادة التعبئة.',
    ),
  },
  {
    id: 4,
    city: 2,
    drop: true,
    gallery: 2,
    tint: '#e9a93a',
    latitude: 30.519,
    longitude: 47.841,
    title: t('Shatt al-Arab Concept Store, Corniche', 'فرۆشگای شەتولعەرەب، کۆرنیش', 'متجر شط العرب، الكورنيش'),
    description: t(
      'On the Corniche by the Shatt al-Arab, open late into the evening: pick up your order on your walk.',
      'لەسەر کۆرنیشی شەتولعەرەب، تا درەنگانی ئێوارە کراوەیە: لە کاتی پیاسەکەتدا داواکارییەکەت وەربگرە.',
      'على كورنيش شط العرب، ويفتح حتى ساعة متأخرة من المساء: استلم طلبك خلال نزهتك.',
    ),
  },
  {
    id: 5,
    city: 4,
    drop: true,
    gallery: 3,
    tint: '#9e2b3a',
    latitude: 35.5612,
    longitude: 45.4331,
    title: t('Salim Street Candle Corner', 'گۆشەی مۆمی شەقامی سالم', 'ركن الشموع، شارع سالم'),
    description: t(
      'A bright little shop on Salim Street in the heart of Sulaymaniyah, a few steps from the bazaar.',
      'دووکانێکی بچووک و ڕووناک لە شەقامی سالم لە ناوەندی سلێمانی، چەند هەنگاوێک لە بازاڕەوە.',
      'متجر صغير مشرق في شارع سالم وسط السليمانية، على بعد خطوات من السوق.',
    ),
  },
  {
    id: 6,
    city: 5,
    drop: false,
    gallery: 1,
    tint: '#7a4a2b',
    latitude: 36.8625,
    longitude: 42.9836,
    title: t('Duhok Book and Gift Café', 'کافێی کتێب و دیاری دهۆک', 'مقهى الكتب والهدايا، دهوك'),
    description: t(
      'A café and bookshop near the University of Duhok that sells our candles; orders cannot be picked up here.',
      'کافێ و کتێبخانەیەک نزیک زانکۆی دهۆک کە مۆمەکانمان دەفرۆشێت؛ وەرگرتنی داواکاری لێرە نییە.',
      'مقهى ومكتبة قرب جامعة دهوك يبيع شموعنا؛ لا يمكن استلام الطلبات هنا.',
    ),
  },
  {
    id: 7,
    city: 7,
    drop: true,
    gallery: 2,
    tint: '#5b3a29',
    latitude: 32.0262,
    longitude: 44.352,
    title: t('Najaf Gifts, Kufa Street', 'دیارییەکانی نەجەف، شەقامی کووفە', 'هدايا النجف، شارع الكوفة'),
    description: t(
      'A family gift shop on Kufa Street with our oud and amber candles; orders can be picked up here.',
      'دووکانێکی خێزانیی دیاری لە شەقامی کووفە، مۆمەکانی عوود و عەنبەرمانی هەیە؛ دەتوانیت داواکارییەکەت لێرە وەربگریت.',
      'متجر هدايا عائلي في شارع الكوفة يعرض شموع العود والعنبر؛ ويمكن استلام الطلبات هنا.',
    ),
  },
];

/** Online shops that sell the candles (fictional shops on reserved example domains). */
export const onlineShops: OnlineShopSeed[] = [
  {
    id: 1,
    tint: '#3f6e8c',
    link: 'https://dijla-market.example.com/brands/candleshop',
    title: t('Dijla Market', 'بازاڕی دیجلە', 'سوق دجلة'),
    description: t(
      'A home-and-living marketplace for all of Iraq; our candles ship from Baghdad within two days.',
      'بازاڕێکی ئۆنلاینی کەلوپەلی ماڵ بۆ هەموو عێراق؛ مۆمەکانمان لە ماوەی دوو ڕۆژدا لە بەغداوە دەنێردرێن.',
      'سوق إلكتروني للمنزل والمعيشة لكل العراق؛ تُشحن شموعنا من بغداد خلال يومين.',
    ),
  },
  {
    id: 2,
    tint: '#7d8a4e',
    link: 'https://zagros-home.example.com/candles',
    title: t('Zagros Home', 'ماڵی زاگرۆس', 'زاغروس للمنزل'),
    description: t(
      'A home décor shop from Erbil delivering across the Kurdistan Region.',
      'فرۆشگایەکی ڕازاندنەوەی ماڵ لە هەولێرەوە کە بۆ هەموو هەرێمی کوردستان دەگەیەنێت.',
      'متجر ديكور منزلي من أربيل يوصل إلى جميع أنحاء إقليم كوردستان.',
    ),
  },
  {
    id: 3,
    tint: '#e9a93a',
    link: 'https://basra-bazaar.example.net/shop/candleshop',
    title: t('Basra Bazaar Online', 'بازاڕی بەسرە ئۆنلاین', 'بازار البصرة أونلاين'),
    description: t(
      'Gifts and local crafts from the south, paid in cash on delivery.',
      'دیاری و کاری دەستی ناوخۆیی لە باشوورەوە، پارەدان لە کاتی گەیاندندا.',
      'هدايا وحرف يدوية محلية من الجنوب، مع الدفع نقدًا عند الاستلام.',
    ),
  },
  {
    id: 4,
    tint: '#9e2b3a',
    link: 'https://giftbox-iraq.example.org/candles',
    title: t('Gift Box Iraq', 'قوتووی دیاری عێراق', 'صندوق الهدايا العراقي'),
    description: t(
      'Ready-made gift boxes for weddings, Eid and birthdays, many of them with our candles inside.',
      'قوتووی دیاری ئامادە بۆ زەماوەند، جەژن و ڕۆژی لەدایکبوون، زۆربەیان مۆمەکانی ئێمەیان تێدایە.',
      'صناديق هدايا جاهزة للأعراس والأعياد وأعياد الميلاد، وكثير منها يضم شموعنا.',
    ),
  },
];
