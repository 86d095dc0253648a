import type { Messages } from '../../translate.js';

// The refill plans' texts in Kurdish (issue 37 item 1): only the pages of plans load them.
const plans: Messages = {
  planCyclePage: {
    title: 'پلانی پڕکردنەوەکەت',
    heading: 'پلانی پڕکردنەوەی {{id}}: پڕکردنەوەی {{day}}',
    intro: 'پشتڕاستی بکەرەوە و بەم نرخە دایدەنێین؛ تێیپەڕێنە و پلانەکەت دەچێتە سەر پڕکردنەوەی داهاتوو.',
    every: 'ماوە بە هەفتە: {{weeks}}',
    total: 'نرخی ئەمڕۆ',
    placedTotal: 'دانرا بە',
    confirm: 'ئەم پڕکردنەوەیە پشتڕاست بکەرەوە',
    confirming: 'پشتڕاست دەکرێتەوە…',
    skip: 'ئەم پڕکردنەوەیە تێیپەڕێنە',
    skipping: 'تێدەپەڕێنرێت…',
    confirmed: 'سوپاس: ئەم پڕکردنەوەیە پشتڕاستکرایەوە و دانرا.',
    skipped: 'تێپەڕێنرا: پلانەکەت بە پڕکردنەوەی داهاتوو بەردەوام دەبێت.',
    closed: 'ئەم پلانە ڕاگیراوە یان کۆتایی هاتووە: ئەم پڕکردنەوەیە دانانرێت.',
    seeRefill: 'داواکاریی پڕکردنەوەکە ببینە',
  },
};

export default plans;
