import { createRandom } from '../random.js';

/** A review as seeded; customers write in their own language, so bodies are not translated. */
export interface ReviewSeed {
  productId: number;
  name: string;
  profile: string | null;
  rating: number;
  body: string;
  visible: boolean;
  /** Days after the product was added. */
  day: number;
}

const customers = [
  'Zainab A.',
  'کاروان محەمەد',
  'Shler H.',
  'مصطفى كريم',
  'Rozhan O.',
  'حوراء سلمان',
  'Aram B.',
  'Noor T.',
  'هێمن فەرەج',
  'Sara Q.',
  'علي رضا',
  'Dilan J.',
  'ڕۆژان عومەر',
  'Hawraa S.',
  'Karwan M.',
  'زينب عباس',
  'Lana K.',
  'Ahmed R.',
  'شیلان حەسەن',
  'Yusra N.',
];

// Grouped by the stars they go with, so the body always matches the rating.
const bodies: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'The scent fills the whole living room within twenty minutes. Beautiful jar too.',
    'زۆر جوانە، بۆنەکەی تا بەیانی لە ژوورەکەدا دەمێنێتەوە.',
    'رائحة رائعة ومطابقة للوصف تمامًا، وصلت مغلفة بعناية.',
    'Bought it as a gift for my mother and she already asked for another one.',
    'باشترین مۆمێکە کە تا ئێستا کڕیبێتم، دەستتان خۆش بێت.',
    'أجمل شمعة جربتها، تحترق بشكل متساوٍ ومن دون دخان.',
  ],
  4: [
    'Lovely and even burn. I wish the large size came in more colours.',
    'بۆنێکی خۆشە، بەڵام حەزم دەکرد کەمێک بەهێزتر بێت.',
    'جميلة جدًا، لكن التوصيل تأخر يومًا واحدًا.',
    'Very good quality for the price, the packaging was lovely.',
  ],
  3: ['Nice colour, but the scent is lighter than I expected.', 'باشە، بەڵام بۆنەکەی لە شووشە گەورەکەدا زیاتر هەست پێ دەکرێت.', 'لا بأس بها، الرائحة خفيفة بعض الشيء في الغرف الكبيرة.'],
  2: ['The wick kept drowning after the first hour; I had to pour off some wax.', 'وصلت الشمعة مكسورة قليلًا من الأعلى.'],
  1: ['Arrived broken and the scent was very weak.', 'بۆنەکەی هیچ هەست پێ ناکرێت.'],
};

const spam = ['Visit my page for cheap followers!!!', 'Test review, please ignore'];

/**
 * Reviews for the given products: 0 to 8 visible each, plus a few hidden ones (spam, tests),
 * with a per-product leaning so average ratings differ from product to product.
 */
export function buildReviews(productIds: readonly number[]): ReviewSeed[] {
  const random = createRandom(20_260_101);
  const reviews: ReviewSeed[] = [];
  for (const productId of productIds) {
    const count = Math.floor(random() * 9);
    const leaning = 2.6 + random() * 2.4;
    for (let index = 0; index < count; index += 1) {
      const rating = Math.min(5, Math.max(1, Math.round(leaning + (random() - 0.5) * 2.2))) as 1 | 2 | 3 | 4 | 5;
      const pool = bodies[rating];
      const customer = Math.floor(random() * customers.length);
      reviews.push({
        productId,
        name: customers[customer]!,
        profile: customer % 3 === 0 ? `/media/avatars/${customer + 1}.svg` : null,
        rating,
        body: pool[Math.floor(random() * pool.length)]!,
        visible: true,
        day: 3 + index * 9 + Math.floor(random() * 6),
      });
    }
    if (random() < 0.25) {
      reviews.push({ productId, name: 'Promo Bot', profile: null, rating: 5, body: spam[productId % 2]!, visible: false, day: 2 });
    }
  }
  return reviews;
}

/** Customers whose reviews carry a profile picture, by avatar number (1-based). */
export function avatarCustomers(): Array<{ number: number; name: string }> {
  return customers.flatMap((name, index) => (index % 3 === 0 ? [{ number: index + 1, name }] : []));
}
