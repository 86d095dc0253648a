import type { Texts } from '../../types.js';
import { t } from '../texts.js';

/** A category as seeded; ids are fixed by SPEC §1. */
export interface CategorySeed {
  id: 1 | 2 | 3 | 4;
  title: Texts;
  story: Texts;
}

/** A sub-category as seeded, with its stable id. */
export interface SubCategorySeed {
  id: number;
  category: 1 | 2 | 3 | 4;
  title: Texts;
}

/** A collection as seeded; `scene` picks its generated picture. */
export interface CollectionSeed {
  id: number;
  title: Texts;
  story: Texts;
  scene: 'river' | 'mountains' | 'bazaar' | 'ramadan' | 'winter' | 'palms';
}

/** The four fixed categories with their stories. */
export const categories: CategorySeed[] = [
  {
    id: 1,
    title: t('Candles', 'مۆمەکان', 'الشموع'),
    story: t(
      'Every candle is poured by hand in our studio from soy and coconut wax, and scented with oils we blend ourselves.',
      'هەموو مۆمێک لە ستۆدیۆکەماندا بە دەست دەڕێژرێت لە مۆمی سۆیا و گوێزی هیند، و بە ڕۆنە بۆندارەکانی خۆمان بۆنخۆش دەکرێت.',
      'كل شمعة تُصبّ يدويًا في مشغلنا من شمع الصويا وجوز الهند، وتُعطَّر بزيوت نمزجها بأنفسنا.',
    ),
  },
  {
    id: 2,
    title: t('Accessories', 'پێداویستییەکان', 'الإكسسوارات'),
    story: t(
      'Tools that make every candle burn cleaner and last longer: trimmers, snuffers, matches and trays.',
      'ئەو ئامرازانەی وا دەکەن هەموو مۆمێک پاکتر بسووتێت و زیاتر بمێنێتەوە: مقەستی فتیلە، مۆمکوژێنەرەوە، شقارتە و سینی.',
      'أدوات تجعل كل شمعة تحترق بنظافة وتدوم أطول: مقصات الفتيل ومطفئات الشموع والكبريت والصواني.',
    ),
  },
  {
    id: 3,
    title: t('Gift cards', 'کارتی دیاری', 'بطاقات الهدايا'),
    story: t(
      'Let them choose their own scent. Our gift cards never expire and work online and in the studio.',
      'با خۆیان بۆنەکەیان هەڵبژێرن. کارتەکانی دیاریمان هەرگیز بەسەر ناچن و لە ئۆنلاین و لە ستۆدیۆش بەکاردێن.',
      'دعهم يختارون عطرهم بأنفسهم. بطاقات الهدايا لدينا لا تنتهي صلاحيتها وتُستخدم عبر الإنترنت وفي المشغل.',
    ),
  },
  {
    id: 4,
    title: t('Gift sets', 'سێتی دیاری', 'مجموعات الهدايا'),
    story: t(
      'Candles and accessories boxed together and wrapped by hand, ready for Eid, weddings and new homes.',
      'مۆم و پێداویستییەکان پێکەوە لە سندووقێکدا و بە دەست پێچراون، ئامادەن بۆ جەژن و زەماوەند و ماڵی نوێ.',
      'شموع وإكسسوارات في علبة واحدة مغلفة يدويًا، جاهزة للعيد والأعراس والبيوت الجديدة.',
    ),
  },
];

/** Sub-categories; gift cards have none. */
export const subCategories: SubCategorySeed[] = [
  { id: 1, category: 1, title: t('Jar candles', 'مۆمی شووشە', 'شموع البرطمان') },
  { id: 2, category: 1, title: t('Pillar candles', 'مۆمی ستوونی', 'الشموع العمودية') },
  { id: 3, category: 1, title: t('Travel tins', 'قوتووی گەشت', 'علب السفر') },
  { id: 4, category: 1, title: t('Wax melts', 'پارچە مۆمی بۆندار', 'مكعبات الشمع المعطر') },
  { id: 5, category: 2, title: t('Wick trimmers', 'مقەستی فتیلە', 'مقصات الفتيل') },
  { id: 6, category: 2, title: t('Snuffers', 'مۆمکوژێنەرەوە', 'مطفئات الشموع') },
  { id: 7, category: 2, title: t('Matches', 'شقارتە', 'أعواد الكبريت') },
  { id: 8, category: 2, title: t('Trays', 'سینی', 'الصواني') },
  { id: 9, category: 4, title: t('Boxed sets', 'سندووقی دیاری', 'صناديق الهدايا') },
  { id: 10, category: 4, title: t('Discovery sets', 'سێتی ناسین', 'مجموعات الاكتشاف') },
];

/** Collections named after places and seasons of Iraq. */
export const collections: CollectionSeed[] = [
  {
    id: 1,
    scene: 'river',
    title: t('Tigris evenings', 'ئێوارەکانی دیجلە', 'أمسيات دجلة'),
    story: t(
      'Warm river air, tea on the balcony and jasmine over the garden walls: the banks of the Tigris after sunset.',
      'هەوای گەرمی ڕووبار، چای سەر بالکۆن و یاسەمەن بەسەر دیواری باخچەکانەوە: کەناری دیجلە دوای ئاوابوونی خۆر.',
      'نسيم النهر الدافئ وشاي الشرفة والياسمين فوق أسوار الحدائق: ضفاف دجلة بعد الغروب.',
    ),
  },
  {
    id: 2,
    scene: 'mountains',
    title: t('Kurdistan mountains', 'چیاکانی کوردستان', 'جبال كردستان'),
    story: t(
      'Oak forests, wild thyme and cold spring water from the slopes above Amedi and Rawanduz.',
      'دارستانی بەڕوو، جاترەی کێوی و ئاوی ساردی کانیاوەکان لە بنارەکانی ئامێدی و ڕەواندز.',
      'غابات البلوط والزعتر البري وماء الينابيع البارد من سفوح العمادية وراوندوز.',
    ),
  },
  {
    id: 3,
    scene: 'bazaar',
    title: t('Baghdad bazaar', 'بازاڕی بەغدا', 'سوق بغداد'),
    story: t(
      'Copper, cardamom coffee, saffron and rose water from the old lanes of Shorja and Al-Mutanabbi Street.',
      'مس، قاوەی هێل، زەعفەران و گوڵاو لە کۆڵانە کۆنەکانی شۆرجە و شەقامی موتەنەبی.',
      'النحاس وقهوة الهيل والزعفران وماء الورد من أزقة الشورجة وشارع المتنبي القديمة.',
    ),
  },
  {
    id: 4,
    scene: 'ramadan',
    title: t('Ramadan nights', 'شەوەکانی ڕەمەزان', 'ليالي رمضان'),
    story: t(
      'Dates, amber and oud for the long evenings after iftar, when the whole family gathers.',
      'خورما، عەنبەر و عوود بۆ ئێوارە درێژەکانی دوای بەربانگ، کاتێک هەموو خێزان کۆدەبێتەوە.',
      'التمر والعنبر والعود لأمسيات ما بعد الإفطار الطويلة، حين تجتمع العائلة كلها.',
    ),
  },
  {
    id: 5,
    scene: 'winter',
    title: t('Winter spice', 'بەهاراتی زستان', 'توابل الشتاء'),
    story: t(
      'Cinnamon, clove and orange peel by the heater, with a pot of tea that never gets cold.',
      'دارچین، قەرەنفوڵ و توێکڵی پرتەقاڵ لە تەنیشت سۆپاوە، لەگەڵ قۆرییەک چا کە هەرگیز سارد نابێتەوە.',
      'القرفة والقرنفل وقشر البرتقال قرب المدفأة، مع إبريق شاي لا يبرد أبدًا.',
    ),
  },
  {
    id: 6,
    scene: 'palms',
    title: t('Basra palms', 'دارخورماکانی بەسرە', 'نخيل البصرة'),
    story: t('Sweet dates, fig leaves and the salty breeze of the Shatt al-Arab.', 'خورمای شیرین، گەڵای هەنجیر و شنەبای سوێری شەتولعەرەب.', 'التمر الحلو وأوراق التين ونسيم شط العرب المالح.'),
  },
];
