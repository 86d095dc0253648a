import { SHOP_TIME_ZONE } from '@candleshop/rules';
import type { OnlineShopSeed, SellingPointSeed } from './locations.js';
import { escapeXml, flame, shade, svg } from '../svg.js';
import type { WorkshopSeed } from './workshops.js';

// Pictures of the shops and workshops: 640 × 400 scenes in the palette of the catalogue.

const WAX = ['#f3ead8', '#e8a3a8', '#e9a93a', '#3f6e8c', '#7d8a4e', '#9e2b3a', '#b7a6d6'];

/** A small lit candle jar standing on y. */
const jar = (x: number, y: number, wax: string, scale = 1) => {
  const w = Math.round(44 * scale);
  const h = Math.round(56 * scale);
  return (
    `<rect x="${x - w / 2}" y="${y - h}" width="${w}" height="${h}" rx="${Math.round(8 * scale)}" fill="${wax}"/>` +
    `<rect x="${x - w / 2 + 6}" y="${y - h + 6}" width="4" height="${h - 14}" rx="2" fill="#fff" opacity=".45"/>` +
    flame(x, y - h - 2, 0.35 * scale)
  );
};

const shelf = (y: number, from: number, count: number, offset: number) =>
  `<rect x="${from - 20}" y="${y}" width="${count * 64 + 8}" height="10" fill="#8b6a4a"/>` + Array.from({ length: count }, (_, index) => jar(from + 12 + index * 64, y, WAX[(index + offset) % WAX.length]!)).join('');

function shopfront(point: SellingPointSeed): string {
  const wall = point.studio ? '#b8735a' : '#efe2cc';
  const stripes = Array.from({ length: 10 }, (_, index) => `<path d="M${80 + index * 48} 120h48l-6 52h-36z" fill="${index % 2 ? '#fffaf0' : point.tint}"/>`).join('');
  const bricks = point.studio
    ? Array.from({ length: 18 }, (_, index) => `<rect x="${90 + (index % 6) * 80 + (Math.floor(index / 6) % 2) * 30}" y="${70 + Math.floor(index / 6) * 16}" width="40" height="6" fill="${shade(wall, -0.15)}"/>`).join('')
    : '';
  return (
    `<rect width="640" height="400" fill="#cfe3ef"/>` +
    `<rect x="70" y="50" width="500" height="300" fill="${wall}"/>` +
    bricks +
    `<rect x="70" y="112" width="500" height="10" fill="${shade(point.tint, -0.3)}"/>` +
    stripes +
    `<rect x="110" y="196" width="280" height="130" rx="6" fill="#fdf3df" stroke="${shade(point.tint, -0.3)}" stroke-width="8"/>` +
    jar(170, 300, WAX[point.id % WAX.length]!) +
    jar(250, 300, WAX[(point.id + 2) % WAX.length]!, 1.3) +
    jar(330, 300, WAX[(point.id + 4) % WAX.length]!) +
    `<rect x="430" y="196" width="100" height="154" rx="6" fill="${shade(point.tint, -0.2)}"/>` +
    `<circle cx="512" cy="276" r="6" fill="#c9a24a"/>` +
    `<rect y="350" width="640" height="50" fill="#b5a48a"/>` +
    (point.drop ? `<rect x="440" y="210" width="80" height="40" rx="6" fill="#fffaf0"/><path d="M462 232l12 10 24-22" stroke="#6b8e4e" stroke-width="6" fill="none" stroke-linecap="round"/>` : '')
  );
}

const galleries: Array<(point: SellingPointSeed) => string> = [
  // Shelves inside the shop.
  (point) => `<rect width="640" height="400" fill="${shade(point.tint, 0.85)}"/>` + shelf(130, 110, 7, point.id) + shelf(240, 110, 7, point.id + 3) + shelf(350, 110, 7, point.id + 5),
  // The counter with a gift box, where orders are picked up.
  (point) =>
    `<rect width="640" height="400" fill="#f6efe4"/>` +
    `<rect x="60" y="250" width="520" height="150" fill="${shade(point.tint, -0.1)}"/><rect x="50" y="236" width="540" height="20" fill="#8b6a4a"/>` +
    `<rect x="120" y="150" width="150" height="86" rx="6" fill="#c8a27a"/><rect x="184" y="150" width="22" height="86" fill="${point.tint}"/>` +
    `<ellipse cx="178" cy="146" rx="22" ry="11" fill="${point.tint}"/><ellipse cx="212" cy="146" rx="22" ry="11" fill="${point.tint}"/>` +
    jar(380, 236, WAX[point.id % WAX.length]!, 1.4) +
    jar(470, 236, WAX[(point.id + 1) % WAX.length]!, 1.1),
  // A street map with the shop's pin.
  (point) =>
    `<rect width="640" height="400" fill="#ece6d8"/>` +
    `<path d="M0 120h640M0 290h640M150 0v400M420 0v400M0 400 640 0" stroke="#fff" stroke-width="22" fill="none"/>` +
    `<path d="M520 0q-80 200 40 400" stroke="#9cc3d8" stroke-width="36" fill="none"/>` +
    `<path d="M320 240c-40-44-60-76-60-100a60 60 0 0 1 120 0c0 24-20 56-60 100z" fill="${point.tint}"/>` +
    `<circle cx="320" cy="140" r="22" fill="#fffaf0"/>` +
    flame(320, 156, 0.35),
];

/** The main picture and the gallery of a selling point, with their paths. */
export function sellingPointPictures(point: SellingPointSeed): Array<{ path: string; body: string }> {
  return [
    { path: sellingPointImagePath(point.id), body: svg(640, 400, shopfront(point)) },
    ...sellingPointGalleryPaths(point).map((path, index) => ({ path, body: svg(640, 400, galleries[index % galleries.length]!(point)) })),
  ];
}

/** Path of a selling point's main picture. */
export const sellingPointImagePath = (id: number) => `/media/places/${id}.svg`;

/** Paths of a selling point's gallery pictures. */
export const sellingPointGalleryPaths = (point: SellingPointSeed) => Array.from({ length: point.gallery }, (_, index) => `/media/places/${point.id}-${index + 2}.svg`);

/** The picture of an online shop: a laptop showing a candle and a cart. */
export function onlineShopPicture(shop: OnlineShopSeed): string {
  return svg(
    640,
    400,
    `<rect width="640" height="400" fill="${shade(shop.tint, 0.82)}"/>` +
      `<rect x="150" y="70" width="340" height="220" rx="14" fill="#2d2a26"/><rect x="166" y="86" width="308" height="188" fill="#fffaf0"/>` +
      `<rect x="166" y="86" width="308" height="26" fill="${shop.tint}"/>` +
      `<path d="M110 290h420l30 30H80z" fill="#9aa0a8"/>` +
      `<rect x="190" y="130" width="120" height="120" rx="8" fill="${shade(shop.tint, 0.6)}"/>` +
      jar(250, 236, WAX[shop.id % WAX.length]!, 1.3) +
      `<rect x="330" y="140" width="120" height="12" rx="6" fill="#d6cbb8"/><rect x="330" y="164" width="80" height="12" rx="6" fill="#d6cbb8"/>` +
      `<rect x="330" y="206" width="110" height="36" rx="18" fill="${shop.tint}"/>` +
      `<path d="M362 216h6l6 16h26l5-12h-33" stroke="#fff" stroke-width="4" fill="none" stroke-linejoin="round"/>`,
  );
}

const day = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, day: '2-digit', month: '2-digit' });

/** The picture of a workshop: a pouring table with candles and its day on a calendar leaf. */
export function workshopPicture(workshop: WorkshopSeed): string {
  const date = day.format(new Date(workshop.startsAt)).replace('/', '.');
  return svg(
    640,
    400,
    `<rect width="640" height="400" fill="${shade(workshop.tint, 0.8)}"/>` +
      `<rect x="40" y="270" width="560" height="24" rx="6" fill="#8b6a4a"/><rect x="70" y="294" width="20" height="106" fill="#6f5238"/><rect x="550" y="294" width="20" height="106" fill="#6f5238"/>` +
      jar(130, 270, WAX[workshop.id % WAX.length]!, 1.2) +
      jar(210, 270, workshop.tint, 1.5) +
      jar(300, 270, WAX[(workshop.id + 3) % WAX.length]!, 1.1) +
      `<path d="M360 270v-80h70v80z" fill="#c8ccd2"/><path d="M430 206q34 4 30 40" stroke="#c8ccd2" stroke-width="10" fill="none"/>` +
      `<path d="M360 190l-24-12h24z" fill="#b9bec6"/><rect x="360" y="214" width="70" height="18" fill="${workshop.tint}" opacity=".8"/>` +
      `<rect x="470" y="60" width="120" height="120" rx="12" fill="#fffaf0"/><rect x="470" y="60" width="120" height="32" rx="12" fill="${workshop.tint}"/>` +
      `<text x="530" y="150" text-anchor="middle" font-family="Arial, sans-serif" font-size="38" font-weight="700" fill="#2d2a26">${escapeXml(date)}</text>`,
  );
}
