import type { ProductSeed } from './products.js';
import { t } from '../texts.js';

// Categories 2 (accessories), 3 (gift cards) and 4 (gift sets): one price each, no sizes.
const accessory = { category: 2, sizes: [], scents: [] } as const;
const giftCard = { category: 3, sub: null, collection: null, form: 'card', colors: [], scents: [], sizes: [] } as const;
const giftSet = { category: 4, form: 'set', colors: [], sizes: [] } as const;

/** Accessories, gift cards and gift sets of the demo catalogue. */
export const otherProducts: ProductSeed[] = [
  {
    ...accessory, id: 28, sub: 5, collection: null, form: 'trimmer', colors: [10], price: 12000, stock: 25, tint: '#c9a24a',
    title: t('Gold wick trimmer', 'مقەستی فتیلەی ئاڵتوونی', 'مقص فتيل ذهبي'),
    blurb: t('Cuts the wick to 5 mm inside the jar, for a clean flame without soot.', 'فتیلەکە لە ناو شووشەکەدا بە ٥ ملم دەبڕێت، بۆ گڕێکی پاک بەبێ دووکەڵ.', 'يقص الفتيل إلى ٥ ملم داخل البرطمان، للهب نظيف بلا سخام.'),
  },
  {
    ...accessory, id: 29, sub: 5, collection: null, form: 'trimmer', colors: [7], price: 10000, stock: 16, tint: '#3b3a3c',
    title: t('Black wick trimmer', 'مقەستی فتیلەی ڕەش', 'مقص فتيل أسود'),
    blurb: t('Matte black steel with a curved blade that reaches the bottom of deep jars.', 'پۆڵای ڕەشی مات بە دەمێکی چەماوە کە دەگاتە بنی شووشە قووڵەکان.', 'فولاذ أسود مطفي بشفرة منحنية تصل إلى قاع البرطمانات العميقة.'),
  },
  {
    ...accessory, id: 30, sub: 6, collection: null, form: 'snuffer', colors: [10], price: 11000, stock: 20, tint: '#c9a24a',
    title: t('Gold candle snuffer', 'مۆمکوژێنەرەوەی ئاڵتوونی', 'مطفئة شموع ذهبية'),
    blurb: t('Puts the flame out without smoke or splashed wax.', 'گڕەکە دەکوژێنێتەوە بەبێ دووکەڵ یان پژانی مۆم.', 'تطفئ اللهب دون دخان أو تناثر للشمع.'),
  },
  {
    ...accessory, id: 31, sub: 6, collection: null, form: 'snuffer', colors: [7], price: 13000, stock: 0, tint: '#3b3a3c',
    title: t('Long-handled snuffer', 'مۆمکوژێنەرەوەی دەسک درێژ', 'مطفئة بمقبض طويل'),
    blurb: t('A 30 cm handle for tall jars and candles on a high shelf.', 'دەسکێکی ٣٠ سانتیمەتری بۆ شووشە درێژەکان و ئەو مۆمانەی لەسەر ڕەفەی بەرزن.', 'مقبض بطول ٣٠ سم للبرطمانات الطويلة والشموع على الرفوف العالية.'),
  },
  {
    ...accessory, id: 32, sub: 7, collection: null, form: 'matches', colors: [], price: 3000, stock: 120, tint: '#c0643f',
    title: t('Long safety matches', 'شقارتەی درێژ', 'أعواد كبريت طويلة'),
    blurb: t('Forty long matches to light a deep jar without burning your fingers.', 'چل دار شقارتەی درێژ بۆ داگیرساندنی شووشەی قووڵ بەبێ ئەوەی پەنجەت بسووتێت.', 'أربعون عود كبريت طويل لإشعال البرطمانات العميقة دون أن تحرق أصابعك.'),
  },
  {
    ...accessory, id: 33, sub: 7, collection: 1, form: 'matches', colors: [], price: 4000, stock: 85, tint: '#3f6e8c',
    title: t('Tigris matchbox', 'قوتووی شقارتەی دیجلە', 'علبة كبريت دجلة'),
    blurb: t('A printed matchbox with the Tigris at dusk on the cover.', 'قوتوویەکی شقارتەی چاپکراو کە وێنەی دیجلە لە کاتی ئاوابووندا لەسەرە.', 'علبة كبريت مطبوعة تزينها صورة دجلة عند الغروب.'),
  },
  {
    ...accessory, id: 34, sub: 8, collection: 3, form: 'tray', colors: [], price: 18000, stock: 10, tint: '#b87333',
    title: t('Copper candle tray', 'سینیی مسی مۆم', 'صينية شموع نحاسية'),
    blurb: t("Hand-hammered copper from the coppersmiths' market, wide enough for three pillars.", 'مسی بە دەست کوتراو لە بازاڕی مسگەران، ئەوەندە پانە کە سێ مۆمی ستوونی هەڵبگرێت.', 'نحاس مطروق يدويًا من سوق الصفافير، يتسع لثلاث شموع عمودية.'),
  },
  {
    ...accessory, id: 35, sub: 8, collection: null, form: 'tray', colors: [], price: 22000, stock: 7, isNew: true, tint: '#e6e2da',
    title: t('Marble candle tray', 'سینیی مەڕمەڕی مۆم', 'صينية شموع رخامية'),
    blurb: t('White marble that protects the table from heat and dripping wax.', 'مەڕمەڕی سپی کە مێزەکە لە گەرمی و دڵۆپەی مۆم دەپارێزێت.', 'رخام أبيض يحمي الطاولة من الحرارة وقطرات الشمع.'),
  },
  {
    ...giftCard, id: 36, price: 25000, stock: 500, tint: '#e8a3a8',
    title: t('Gift card 25,000 IQD', 'کارتی دیاری ٢٥٬٠٠٠ دینار', 'بطاقة هدية ٢٥٬٠٠٠ دينار'),
    blurb: t('A small thank-you: enough for a travel tin and a box of matches.', 'سوپاسێکی بچووک: بەشی قوتوویەکی گەشت و قوتوویەک شقارتە دەکات.', 'شكر صغير: تكفي لعلبة سفر وعلبة كبريت.'),
  },
  {
    ...giftCard, id: 37, price: 50000, stock: 500, tint: '#3f6e8c',
    title: t('Gift card 50,000 IQD', 'کارتی دیاری ٥٠٬٠٠٠ دینار', 'بطاقة هدية ٥٠٬٠٠٠ دينار'),
    blurb: t('Enough for a large jar candle, or two small ones.', 'بەشی مۆمێکی شووشەی گەورە یان دوو مۆمی بچووک دەکات.', 'تكفي لشمعة برطمان كبيرة أو شمعتين صغيرتين.'),
  },
  {
    ...giftCard, id: 38, price: 100000, stock: 500, tint: '#7a4a2b',
    title: t('Gift card 100,000 IQD', 'کارتی دیاری ١٠٠٬٠٠٠ دینار', 'بطاقة هدية ١٠٠٬٠٠٠ دينار'),
    blurb: t('For weddings and new homes: a full set with candles, a tray and a trimmer.', 'بۆ زەماوەند و ماڵی نوێ: سێتێکی تەواو لەگەڵ مۆم، سینی و مقەست.', 'للأعراس والبيوت الجديدة: مجموعة كاملة من الشموع والصينية والمقص.'),
  },
  {
    ...giftCard, id: 39, price: 150000, stock: 200, isNew: true, tint: '#c9a24a',
    title: t('Gift card 150,000 IQD', 'کارتی دیاری ١٥٠٬٠٠٠ دینار', 'بطاقة هدية ١٥٠٬٠٠٠ دينار'),
    blurb: t('Our most generous card, for the people who already have everything.', 'بەخشندەترین کارتمان، بۆ ئەو کەسانەی کە هەموو شتێکیان هەیە.', 'أسخى بطاقاتنا، لمن يملك كل شيء.'),
  },
  {
    ...giftSet, id: 40, sub: 9, collection: 1, scents: [3, 5], price: 55000, stock: 9, tint: '#3f6e8c',
    title: t('Tigris evening box', 'سندووقی ئێوارەی دیجلە', 'صندوق أمسية دجلة'),
    blurb: t('A 300 g Tigris jasmine jar, long matches and a marble tray.', 'شووشەیەکی ٣٠٠ گرامی یاسەمەنی دیجلە، شقارتەی درێژ و سینییەکی مەڕمەڕ.', 'برطمان ياسمين دجلة ٣٠٠ غرام وأعواد كبريت طويلة وصينية رخامية.'),
  },
  {
    ...giftSet, id: 41, sub: 9, collection: 2, scents: [10, 12], price: 48000, stock: 12, tint: '#7d8a4e',
    title: t('Mountain morning set', 'سێتی بەیانیی چیا', 'مجموعة صباح الجبل'),
    blurb: t('Zagros oak and thyme with a Rawanduz spring tin and a black trimmer.', 'بەڕوو و جاترەی زاگرۆس لەگەڵ قوتوویەکی کانیاوی ڕەواندز و مقەستێکی ڕەش.', 'بلوط وزعتر زاغروس مع علبة ينبوع راوندوز ومقص أسود.'),
  },
  {
    ...giftSet, id: 42, sub: 10, collection: 3, scents: [6, 8, 4], price: 35000, stock: 14, tint: '#b87333',
    title: t('Bazaar discovery set', 'سێتی ناسینی بازاڕ', 'مجموعة اكتشاف السوق'),
    blurb: t('Four travel tins from the Baghdad bazaar collection, to find your favourite.', 'چوار قوتووی گەشت لە کۆمەڵەی بازاڕی بەغدا، بۆ ئەوەی دڵخوازی خۆت بدۆزیتەوە.', 'أربع علب سفر من مجموعة سوق بغداد لتكتشف المفضلة لديك.'),
  },
  {
    ...giftSet, id: 43, sub: 9, collection: 4, scents: [1, 11, 4], price: 65000, stock: 6, isNew: true, tint: '#9e2b3a',
    title: t('Ramadan lantern box', 'سندووقی فانۆسی ڕەمەزان', 'صندوق فانوس رمضان'),
    blurb: t('Lantern oud and Iftar dates and amber in a box with a copper tray.', 'عوودی فانۆس و خورما و عەنبەری بەربانگ لە سندووقێکدا لەگەڵ سینییەکی مس.', 'عود الفانوس وتمر وعنبر الإفطار في صندوق مع صينية نحاسية.'),
  },
  {
    ...giftSet, id: 44, sub: 9, collection: 5, scents: [9, 2], price: 52000, stock: 0, tint: '#c0643f',
    title: t('Winter by the heater set', 'سێتی زستان لە تەنیشت سۆپا', 'مجموعة الشتاء قرب المدفأة'),
    blurb: t('Winter cinnamon, a pomegranate pillar and cinnamon melts for the cold months.', 'دارچینی زستان، مۆمێکی ستوونی هەنار و پارچە مۆمی دارچین بۆ مانگە ساردەکان.', 'قرفة الشتاء وشمعة رمان عمودية ومكعبات قرفة للأشهر الباردة.'),
  },
  {
    ...giftSet, id: 45, sub: 10, collection: null, scents: [3, 4, 7, 9, 10, 6], price: 30000, stock: 23, isNew: true, tint: '#b7a6d6',
    title: t('Scent discovery set', 'سێتی ناسینی بۆنەکان', 'مجموعة اكتشاف العطور'),
    blurb: t('Six wax melts in six scents, with a card to note the one you loved.', 'شەش پارچە مۆم بە شەش بۆنی جیاواز، لەگەڵ کارتێک بۆ نووسینی ئەوەی زۆرت پێ خۆش بوو.', 'ست قطع شمع بستة عطور مختلفة، مع بطاقة لتدوين المفضل لديك.'),
  },
];
