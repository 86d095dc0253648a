import type { Messages } from '../../translate.js';

// Texts of the refill builder and the /refill page, in ku (Sorani).
const refill: Messages = {
  refillBuilder: {
    heading: 'پڕکردنەوەکەت دروست بکە',
    container: 'دەفری پڕکردنەوە',
    size: 'قەبارە',
    color: 'ڕەنگ',
    scent: 'بۆن',
    wick: 'فیتیل',
    quantity: 'ژمارە',
    chooseContainerFirst: 'دەفرێک هەڵبژێرە بۆ بینینی قەبارەکانی.',
    wickPrice: '{{price}} زیاتر',
    total: 'کۆی گشتی',
    pickAll: 'هەموو هەنگاوەکان هەڵبژێرە بۆ بینینی نرخ.',
    add: 'زیادکردن بۆ سەبەتەی پڕکردنەوە',
    adding: 'زیاد دەکرێت…',
    added: 'زیادکرا بۆ سەبەتەی پڕکردنەوەکەت',
    busy: 'هێشتا زیاد دەکرێت، تکایە چاوەڕێ بکە.',
    loading: 'کەرەستەکان بار دەکرێن…',
    loadFailed: 'نەتوانرا کەرەستەکان بار بکرێن.',
    retry: 'دووبارە هەوڵ بدەرەوە',
    pick: {
      container: 'تکایە دەفرێکی پڕکردنەوە هەڵبژێرە',
      size: 'تکایە قەبارەیەک هەڵبژێرە',
      color: 'تکایە ڕەنگێک هەڵبژێرە',
      scent: 'تکایە بۆنێک هەڵبژێرە',
      wick: 'تکایە فیتیلێک هەڵبژێرە',
    },
  },
  refillPage: {
    title: 'دەفری مۆمەکەت پڕ بکەرەوە',
    intro: 'دەفرێک بگەڕێنەوە ژیان: دەفرەکە، قەبارەکەی، ڕەنگی مۆم، بۆنێک و فیتیلێک هەڵبژێرە، ئێمەش مۆمێکی تازەت بۆ دەڕێژین.',
  },
};

export default refill;
