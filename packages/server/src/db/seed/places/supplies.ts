import type { Texts } from '../../types.js';
import { t } from '../texts.js';

/** A wick as seeded; `kind` picks its picture. */
export interface WickSeed {
  id: number;
  title: Texts;
  price: number;
  kind: 'cotton' | 'wood' | 'hemp' | 'double';
}

/** A package as seeded; `kind` picks its picture. */
export interface PackageSeed {
  id: number;
  title: Texts;
  price: number;
  kind: 'kraft' | 'gift' | 'crate' | 'pouch';
  tint: string;
}

/** A container as seeded, with the ids of the sizes (materials.ts) it comes in. */
export interface ContainerSeed {
  id: number;
  title: Texts;
  sizes: number[];
  shape: 'jar' | 'tin' | 'bowl' | 'vessel' | 'cup';
  tint: string;
}

/** SPEC §3: the single white-label price, IQD per candle. */
export const WHITE_LABEL_PRICE = 9500;

/** Wicks; the price is added to each refill candle (SPEC §5). */
export const wicks: WickSeed[] = [
  { id: 1, kind: 'cotton', price: 500, title: t('Cotton wick', 'فتیلەی لۆکە', 'فتيل قطني') },
  { id: 2, kind: 'wood', price: 1500, title: t('Crackling wooden wick', 'فتیلەی داری قرچەقرچکەر', 'فتيل خشبي بصوت طقطقة') },
  { id: 3, kind: 'hemp', price: 1000, title: t('Hemp wick', 'فتیلەی کەنەف', 'فتيل القنب') },
  { id: 4, kind: 'double', price: 900, title: t('Double cotton wick', 'فتیلەی دووانەی لۆکە', 'فتيل قطني مزدوج') },
];

/** Packages of white-label orders. */
export const packages: PackageSeed[] = [
  { id: 1, kind: 'kraft', tint: '#c8a27a', price: 1000, title: t('Kraft box', 'قوتووی کارتۆنی کرافت', 'علبة كرتون كرافت') },
  { id: 2, kind: 'gift', tint: '#3f6e8c', price: 2500, title: t('Gift box with ribbon', 'قوتووی دیاری بە شریتەوە', 'علبة هدايا مع شريط') },
  { id: 3, kind: 'crate', tint: '#b07d4f', price: 5000, title: t('Wooden crate', 'سندووقی دار', 'صندوق خشبي') },
  { id: 4, kind: 'pouch', tint: '#d9ccb4', price: 1500, title: t('Linen pouch', 'کیسەی کەتان', 'كيس كتان') },
];

/** Containers of white-label orders; size ids 1 to 4 are 80, 180, 300 and 500 g. */
export const containers: ContainerSeed[] = [
  { id: 1, shape: 'jar', tint: '#b8651b', sizes: [2, 3, 4], title: t('Amber glass jar', 'شووشەی کارەبایی', 'برطمان زجاج كهرماني') },
  { id: 2, shape: 'jar', tint: '#e4e9ec', sizes: [2, 3], title: t('Frosted glass jar', 'شووشەی تەماوی', 'برطمان زجاج مصنفر') },
  { id: 3, shape: 'tin', tint: '#c8ccd2', sizes: [1, 2], title: t('Travel tin', 'قوتووی تەنەکەی گەشت', 'علبة صفيح للسفر') },
  { id: 4, shape: 'bowl', tint: '#3f6e8c', sizes: [3, 4], title: t('Ceramic bowl', 'کاسەی سیرامیک', 'وعاء سيراميك') },
  { id: 5, shape: 'vessel', tint: '#9a9a96', sizes: [2, 3], title: t('Concrete vessel', 'دەفری کۆنکرێت', 'وعاء إسمنتي') },
];

/** The shop's own containers that customers bring back to be refilled. */
export const refillContainers: ContainerSeed[] = [
  { id: 1, shape: 'jar', tint: '#f3ead8', sizes: [2, 3], title: t('Our classic glass jar', 'شووشە کلاسیکییەکەی ئێمە', 'برطماننا الزجاجي الكلاسيكي') },
  { id: 2, shape: 'cup', tint: '#c0643f', sizes: [1, 2], title: t('Our ceramic cup', 'کوپە سیرامیکییەکەی ئێمە', 'كوبنا الخزفي') },
  { id: 3, shape: 'jar', tint: '#b8651b', sizes: [3, 4], title: t('Our large amber jar', 'شووشە کارەباییە گەورەکەی ئێمە', 'برطماننا الكهرماني الكبير') },
  { id: 4, shape: 'tin', tint: '#c8ccd2', sizes: [1], title: t('Our travel tin', 'تەنەکەی گەشتی ئێمە', 'علبة السفر الخاصة بنا') },
];
