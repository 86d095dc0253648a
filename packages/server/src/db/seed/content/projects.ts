import type { Texts } from '../../types.js';
import type { ContentScene } from './pictures.js';
import { t } from '../texts.js';

/** A white-label project as seeded; `brand` is the client's colour on the pictures. */
export interface ProjectSeed {
  id: number;
  brand: string;
  gallery: number;
  title: Texts;
  description: Texts;
}

/** An event as seeded; `startsAt` carries Baghdad's +03:00 offset. */
export interface EventSeed {
  id: number;
  startsAt: string;
  scene: ContentScene;
  title: Texts;
  description: Texts;
}

/** White-label work for (fictional) Iraqi brands. */
export const projects: ProjectSeed[] = [
  {
    id: 1,
    brand: '#7a4a2b',
    gallery: 3,
    title: t('Dijla Roasters, Baghdad', 'دیجلە ڕۆستەرز، بەغدا', 'محمصة دجلة، بغداد'),
    description: t(
      "Three hundred cardamom-coffee candles in amber glass for the roastery's four cafés in Karrada and Mansour, with their copper logo on a kraft label.",
      'سێسەد مۆمی قاوەی هێل لە شووشەی عەنبەری بۆ چوار کافێی ڕۆستەرییەکە لە کەڕادە و مەنسوور، بە لۆگۆ مسییەکەیان لەسەر لەیبڵێکی کاغەزی قاوەیی.',
      'ثلاثمئة شمعة بعطر القهوة والهيل في زجاج عنبري لمقاهي المحمصة الأربعة في الكرادة والمنصور، مع شعارها النحاسي على ملصق كرافت.',
    ),
  },
  {
    id: 2,
    brand: '#4d6b37',
    gallery: 2,
    title: t('Shaqlawa Hills Hotel', 'هوتێلی گردەکانی شەقڵاوە', 'فندق تلال شقلاوة'),
    description: t(
      "A candle for each of the hotel's 64 rooms, scented with mountain thyme and fig leaf, and a larger one for the lobby.",
      'مۆمێک بۆ هەریەک لە ٦٤ ژوورەکەی هوتێلەکە، بە بۆنی جاترەی چیا و گەڵای هەنجیر، و مۆمێکی گەورەتریش بۆ هۆڵی پێشوازی.',
      'شمعة لكل غرفة من غرف الفندق الأربع والستين بعطر زعتر الجبل وورق التين، وشمعة أكبر لبهو الاستقبال.',
    ),
  },
  {
    id: 3,
    brand: '#9e2b3a',
    gallery: 3,
    title: t('Nakhla Dates, Basra', 'خورمای نەخلە، بەسرە', 'تمور نخلة، البصرة'),
    description: t(
      "Ramadan gift boxes pairing the company's Barhi dates with a date-and-amber candle: 500 boxes for their clients in Basra and Baghdad.",
      'سندووقی دیاریی ڕەمەزان کە خورمای بەرحیی کۆمپانیاکە لەگەڵ مۆمێکی خورما و عەنبەر کۆ دەکاتەوە: ٥٠٠ سندووق بۆ کڕیارەکانیان لە بەسرە و بەغدا.',
      'علب هدايا رمضانية تجمع تمر البرحي من الشركة مع شمعة بعطر التمر والعنبر: ٥٠٠ علبة لعملائها في البصرة وبغداد.',
    ),
  },
  {
    id: 4,
    brand: '#e8a3a8',
    gallery: 2,
    title: t('Zhin Beauty Studio, Sulaymaniyah', 'ستۆدیۆی جوانکاریی ژین، سلێمانی', 'ستوديو جين للتجميل، السليمانية'),
    description: t(
      "Lavender and white-tea travel tins sold at the salon's reception, in the studio's soft pink with a gold label.",
      'قوتووی گەشت بە بۆنی لاڤەندەر و چای سپی کە لە پێشوازیی ساڵۆنەکە دەفرۆشرێن، بە ڕەنگی پەمەیی کاڵی ستۆدیۆکە و لەیبڵێکی زێڕین.',
      'علب سفر بعطر اللافندر والشاي الأبيض تُباع في استقبال الصالون، بلون الاستوديو الوردي الهادئ وملصق ذهبي.',
    ),
  },
  {
    id: 5,
    brand: '#c9a24a',
    gallery: 1,
    title: t('Babil Wedding Hall, Hillah', 'هۆڵی زەماوەندی بابل، حیللە', 'قاعة بابل للأعراس، الحلة'),
    description: t(
      "Small jasmine candles as wedding favours, with the couple's names and date printed for each celebration.",
      'مۆمی بچووکی یاسەمەن وەک دیاریی زەماوەند، بە چاپکردنی ناوی بووک و زاوا و بەرواری هەر ئاهەنگێک.',
      'شموع ياسمين صغيرة هدايا للضيوف، تُطبع عليها أسماء العروسين وتاريخ كل حفل.',
    ),
  },
];

/** Markets, fairs and pop-ups across Iraq in 2026 and 2027. */
export const events: EventSeed[] = [
  {
    id: 1,
    startsAt: '2026-03-19T16:00:00+03:00',
    scene: 'spring',
    title: t('Newroz market at Shanadar Park, Erbil', 'بازاڕی نەورۆز لە پارکی شانەدەر، هەولێر', 'سوق نوروز في حديقة شاندر، أربيل'),
    description: t(
      'Find our saffron Newroz candle and the spring collection at our stall in Shanadar Park, from four in the afternoon until the fires are lit.',
      'مۆمی زەعفەرانیی نەورۆز و کۆمەڵەی بەهار لە شوێنەکەمان لە پارکی شانەدەر ببینە، لە کاتژمێر چواری پاشنیوەڕۆوە تا ئاگرەکان دادەگیرسێن.',
      'تجدون شمعة نوروز الزعفرانية ومجموعة الربيع في جناحنا في حديقة شاندر، من الرابعة عصرًا حتى إيقاد النيران.',
    ),
  },
  {
    id: 2,
    startsAt: '2026-05-15T10:00:00+03:00',
    scene: 'market',
    title: t('Friday pop-up on Al-Mutanabbi Street, Baghdad', 'فرۆشگای یەک ڕۆژە لە شەقامی موتەنەبی، بەغدا', 'متجر ليوم واحد في شارع المتنبي، بغداد'),
    description: t(
      'We bring the Mutanabbi pages candle home to the street that inspired it: a one-day pop-up among the booksellers.',
      'مۆمی پەڕەکانی موتەنەبی دەگەڕێنینەوە بۆ ئەو شەقامەی ئیلهامی پێبەخشی: فرۆشگایەکی یەک ڕۆژە لە نێوان کتێبفرۆشەکاندا.',
      'نعيد شمعة أوراق المتنبي إلى الشارع الذي ألهمها: متجر مؤقت ليوم واحد بين باعة الكتب.',
    ),
  },
  {
    id: 3,
    startsAt: '2026-09-24T18:00:00+03:00',
    scene: 'market',
    title: t('Crafts evening on the Basra Corniche', 'ئێوارەی دەستکرد لە کۆرنیشی بەسرە', 'أمسية الحرف على كورنيش البصرة'),
    description: t(
      'An evening market of Iraqi makers on the Shatt al-Arab; we bring the Basra palms collection and a refill station.',
      'بازاڕێکی ئێوارانی وەستاکانی عێراق لەسەر شەتولعەرەب؛ کۆمەڵەی دارخورماکانی بەسرە و وێستگەیەکی پڕکردنەوە دەهێنین.',
      'سوق مسائي لصنّاع عراقيين على شط العرب؛ نحضر مجموعة نخيل البصرة ومحطة لإعادة التعبئة.',
    ),
  },
  {
    id: 4,
    startsAt: '2026-11-27T15:00:00+03:00',
    scene: 'market',
    title: t('Sulaymaniyah winter fair', 'پێشانگای زستانەی سلێمانی', 'معرض الشتاء في السليمانية'),
    description: t(
      'Three days of handmade gifts at the Sulaymaniyah winter fair, with a free wick-trimming demonstration every hour.',
      'سێ ڕۆژ دیاریی دەستکرد لە پێشانگای زستانەی سلێمانی، لەگەڵ نمایشێکی بێبەرامبەری کورتکردنەوەی فتیلە هەموو کاتژمێرێک.',
      'ثلاثة أيام من الهدايا اليدوية في معرض الشتاء في السليمانية، مع عرض مجاني لقصّ الفتيل كل ساعة.',
    ),
  },
  {
    id: 5,
    startsAt: '2026-12-18T17:00:00+03:00',
    scene: 'citadel',
    title: t('Christmas market in Ankawa, Erbil', 'بازاڕی کریسمس لە عەنکاوە، هەولێر', 'سوق عيد الميلاد في عنكاوا، أربيل'),
    description: t(
      'Our winter candles and gift sets at the Ankawa Christmas market, with hot drinks and carols in the church square.',
      'مۆمە زستانییەکان و سێتی دیارییەکانمان لە بازاڕی کریسمسی عەنکاوە، لەگەڵ خواردنەوەی گەرم و سروود لە گۆڕەپانی کڵێساکە.',
      'شموعنا الشتوية ومجموعات الهدايا في سوق عيد الميلاد في عنكاوا، مع المشروبات الساخنة والتراتيل في ساحة الكنيسة.',
    ),
  },
  {
    id: 6,
    startsAt: '2027-02-20T21:00:00+03:00',
    scene: 'night',
    title: t('Ramadan night bazaar, Baghdad', 'بازاڕی شەوانی ڕەمەزان، بەغدا', 'سوق ليالي رمضان، بغداد'),
    description: t(
      'After iftar, join us at the Ramadan night bazaar in Zawraa Park for lantern oud, dates and amber, and gift wrapping on the spot.',
      'دوای بەربانگ، لە بازاڕی شەوانی ڕەمەزان لە پارکی زەورا سەردانمان بکە بۆ عوودی فانۆس، خورما و عەنبەر، و پێچانەوەی دیاری لە شوێنی خۆیدا.',
      'بعد الإفطار، انضموا إلينا في سوق ليالي رمضان في متنزه الزوراء لعود الفانوس والتمر والعنبر وتغليف الهدايا في المكان.',
    ),
  },
  {
    id: 7,
    startsAt: '2027-04-22T11:00:00+03:00',
    scene: 'spring',
    title: t('Duhok spring handmade fair', 'پێشانگای بەهارەی دەستکردی دهۆک', 'معرض الربيع للأعمال اليدوية في دهوك'),
    description: t(
      "Spring scents, refills and a children's corner for decorating jars at the Duhok handmade fair.",
      'بۆنی بەهار، پڕکردنەوە و گۆشەیەکی منداڵان بۆ ڕازاندنەوەی شووشە لە پێشانگای دەستکردی دهۆک.',
      'عطور الربيع وإعادة التعبئة وركن للأطفال لتزيين البرطمانات في معرض دهوك للأعمال اليدوية.',
    ),
  },
];
