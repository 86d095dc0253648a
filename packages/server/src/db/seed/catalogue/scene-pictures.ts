import type { CollectionSeed, CategorySeed } from './taxonomy.js';
import type { ScentSeed } from './materials.js';
import { productShapes } from './product-pictures.js';
import { escapeXml, flame, shade, svg } from '../svg.js';

const palm = (x: number, y: number, height: number) =>
  `<path d="M${x} ${y}q6 ${-height / 2} 0 ${-height}" stroke="#2d2a26" stroke-width="8" fill="none"/>` +
  [-60, -25, 15, 55].map((dx) => `<path d="M${x} ${y - height}q${dx / 2} -30 ${dx} ${Math.abs(dx) / 3 + 5}" stroke="#2d2a26" stroke-width="7" fill="none"/>`).join('');

const scenes: Record<CollectionSeed['scene'], string> = {
  river:
    `<rect width="640" height="400" fill="#f2a65a"/><rect y="120" width="640" height="140" fill="#e0795a"/>` +
    `<circle cx="460" cy="230" r="60" fill="#ffd27a"/><rect y="250" width="640" height="150" fill="#3f6e8c"/>` +
    `<path d="M40 300h120M260 330h160M480 290h110" stroke="#9cc3d8" stroke-width="5" stroke-linecap="round"/>` +
    palm(110, 262, 150) +
    palm(560, 262, 120),
  mountains:
    `<rect width="640" height="400" fill="#cfe3ef"/>` +
    `<path d="M-20 330 170 90l190 240z" fill="#7d8a9a"/><path d="M130 140 170 90l40 50-20 12-20-14-20 14z" fill="#fff"/>` +
    `<path d="M240 340 440 70l220 270z" fill="#5f6c7d"/><path d="M400 124 440 70l40 54-20 10-20-12-20 12z" fill="#fff"/>` +
    `<rect y="320" width="640" height="80" fill="#6b8e4e"/>` +
    [80, 150, 500, 570].map((x) => `<circle cx="${x}" cy="300" r="30" fill="#4d6b37"/>`).join(''),
  bazaar:
    `<rect width="640" height="400" fill="#f3e2c4"/>` +
    [0, 1, 2, 3].map((arch) => `<path d="M${40 + arch * 150} 300v-150a60 60 0 0 1 120 0v150z" fill="#c0643f" opacity=".85"/>`).join('') +
    [
      ['#e9a93a', 95],
      ['#9e2b3a', 245],
      ['#7a4a2b', 395],
      ['#7d8a4e', 545],
    ]
      .map(([color, x]) => `<path d="M${Number(x) - 45} 330a45 34 0 0 1 90 0z" fill="${color}"/>`)
      .join('') +
    `<rect y="330" width="640" height="70" fill="#b58a5a"/>`,
  ramadan:
    `<rect width="640" height="400" fill="#1f2a4a"/>` +
    `<circle cx="470" cy="120" r="62" fill="#f6e7a8"/><circle cx="496" cy="104" r="56" fill="#1f2a4a"/>` +
    [
      [90, 60],
      [200, 130],
      [320, 50],
      [580, 240],
      [140, 250],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="#f6e7a8"/>`)
      .join('') +
    `<path d="M260 150h80l16 40v90l-16 30h-80l-16-30v-90z" fill="#c9a24a"/>` +
    `<rect x="270" y="196" width="60" height="80" rx="8" fill="#ffd36b" opacity=".8"/><path d="M300 110v40" stroke="#c9a24a" stroke-width="6"/>` +
    flame(300, 262, 0.8),
  winter:
    `<rect width="640" height="400" fill="#e4eef4"/>` +
    [
      [90, 80],
      [520, 60],
      [300, 50],
      [600, 180],
      [60, 220],
    ]
      .map(([x, y]) => `<path d="M${x - 16} ${y}h32M${x} ${y - 16}v32M${x - 11} ${y - 11}l22 22M${x + 11} ${y - 11}l-22 22" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`)
      .join('') +
    `<circle cx="230" cy="280" r="70" fill="#f28c28"/><circle cx="230" cy="280" r="58" fill="#ffb865"/>` +
    [0, 1, 2].map((stick) => `<rect x="${330 + stick * 34}" y="200" width="26" height="160" rx="12" fill="#a0522d"/>`).join(''),
  palms:
    `<rect width="640" height="400" fill="#f7c58a"/><circle cx="320" cy="230" r="80" fill="#fbe3a1"/>` +
    `<rect y="270" width="640" height="130" fill="#4f7f8f"/><rect y="262" width="640" height="14" fill="#d9a35b"/>` +
    palm(120, 268, 170) +
    palm(200, 268, 130) +
    palm(500, 268, 160),
};

/** The picture of a collection, a landscape scene. */
export function collectionPicture(collection: CollectionSeed): string {
  return svg(640, 400, scenes[collection.scene]);
}

const categoryForms = {
  1: ['jar', 'pillar', 'tin'],
  2: ['trimmer', 'matches', 'tray'],
  3: ['card'],
  4: ['set'],
} as const;

/** The picture of a category: its typical products side by side. */
export function categoryPicture(category: CategorySeed): string {
  const forms = categoryForms[category.id];
  const colors = ['#e9a93a', '#3f6e8c', '#9e2b3a'];
  const scale = Math.min(1, 640 / forms.length / 400);
  const top = Math.round((400 - 400 * scale) / 2);
  const left = Math.round((640 - 400 * scale * forms.length) / 2);
  const tiles = forms
    .map((form, index) => {
      const shapes = productShapes({ form, color: colors[index]!, lit: true, caption: 'IQD' });
      return `<g transform="translate(${Math.round(left + index * 400 * scale)} ${top}) scale(${scale.toFixed(3)})">${shapes}</g>`;
    })
    .join('');
  return svg(640, 400, `<rect width="640" height="400" fill="#f6efe4"/>${tiles}`);
}

const motifs: Record<ScentSeed['motif'], (tint: string) => string> = {
  flower: (tint) =>
    [0, 72, 144, 216, 288].map((angle) => `<ellipse cx="200" cy="150" rx="44" ry="60" fill="${tint}" transform="rotate(${angle} 200 200)"/>`).join('') + `<circle cx="200" cy="200" r="34" fill="${shade(tint, -0.3)}"/>`,
  blossom: (tint) =>
    [0, 72, 144, 216, 288].map((angle) => `<ellipse cx="200" cy="140" rx="30" ry="58" fill="${tint}" stroke="#e2d6b8" stroke-width="3" transform="rotate(${angle} 200 200)"/>`).join('') +
    `<circle cx="200" cy="200" r="18" fill="#f0c24b"/>`,
  wood: (tint) => [0, 1, 2].map((chip) => `<rect x="90" y="${130 + chip * 52}" width="220" height="36" rx="18" fill="${shade(tint, chip * 0.12)}" transform="rotate(-12 200 200)"/>`).join(''),
  drop: (tint) => `<path d="M200 80c60 90 90 130 90 170a90 90 0 0 1-180 0c0-40 30-80 90-170z" fill="${tint}"/><ellipse cx="168" cy="240" rx="16" ry="30" fill="#fff" opacity=".35"/>`,
  bean: (tint) =>
    [
      [150, 190, -20],
      [250, 220, 25],
    ]
      .map(
        ([x, y, angle]) =>
          `<g transform="rotate(${angle} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="52" ry="72" fill="${tint}"/><path d="M${x} ${y - 64}q-24 64 0 128" stroke="${shade(tint, -0.4)}" stroke-width="6" fill="none"/></g>`,
      )
      .join(''),
  fruit: (tint) => `<circle cx="200" cy="220" r="96" fill="${tint}"/><path d="M200 126q4-30 22-44" stroke="#5a3b2a" stroke-width="8" fill="none"/><path d="M214 100q50-30 80 6q-46 22-80-6z" fill="#6b8e4e"/>`,
  leaf: (tint) => `<path d="M100 300C100 160 200 90 310 90c0 120-70 210-210 210z" fill="${tint}"/><path d="M100 300 290 110" stroke="${shade(tint, 0.35)}" stroke-width="6"/>`,
  stick: (tint) => [0, 1, 2].map((stick) => `<rect x="${120 + stick * 56}" y="90" width="44" height="230" rx="20" fill="${shade(tint, stick * 0.1)}" stroke="${shade(tint, -0.25)}" stroke-width="4"/>`).join(''),
};

/** The picture of a scent: its ingredient drawn on a soft ground. */
export function scentPicture(scent: ScentSeed): string {
  return svg(400, 400, `<rect width="400" height="400" fill="${shade(scent.tint, 0.82)}"/>${motifs[scent.motif](scent.tint)}`);
}

/** A reviewer's profile picture: an initial on a coloured disc. */
export function avatarPicture(name: string, number: number): string {
  const colors = ['#3f6e8c', '#c0643f', '#7d8a4e', '#9e2b3a', '#7a4a2b'];
  return svg(
    200,
    200,
    `<circle cx="100" cy="100" r="100" fill="${colors[number % colors.length]}"/>` +
      `<text x="100" y="128" text-anchor="middle" font-family="Arial, sans-serif" font-size="80" fill="#fff">${escapeXml(name.charAt(0))}</text>`,
  );
}
