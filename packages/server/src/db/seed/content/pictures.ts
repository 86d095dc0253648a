import type { ProductForm } from '../catalogue/products.js';
import { productShapes } from '../catalogue/product-pictures.js';
import { flame, shade, svg } from '../svg.js';

/** Which drawing a content picture shows. */
export type ContentScene = 'studio' | 'market' | 'citadel' | 'delivery' | 'label' | 'personal' | 'gift' | 'refill' | 'workshop' | 'night' | 'spring' | 'portrait' | 'cafe';

/** The icon of a value box. */
export type ValueIcon = 'pour' | 'truck' | 'soy' | 'refill';

/** Colours of one content picture: the ground and the colour that ties it to its subject. */
export interface ScenePalette {
  background: string;
  accent: string;
}

/** A product drawing (400 × 400 canvas, standing at y 350) scaled so its foot stands at (x, footY). */
function item(form: ProductForm, color: string, lit: boolean, x: number, footY: number, scale: number, extra = ''): string {
  const shapes = productShapes({ form, color, lit }) + extra;
  return `<g transform="translate(${x} ${Math.round(footY - 350 * scale)}) scale(${scale})">${shapes}</g>`;
}

/** A brand label with a round logo, drawn over a jar's own label (jar canvas coordinates). */
const brandLabel = (color: string) => `<rect x="150" y="255" width="100" height="50" rx="6" fill="${color}"/><circle cx="200" cy="280" r="14" fill="#fff" opacity=".9"/>`;
const heartLabel = (color: string) => `<rect x="150" y="255" width="100" height="50" rx="6" fill="#fffaf0"/>` + `<path d="M200 298c-26-16-26-34-12-37 6-1 10 3 12 7 2-4 6-8 12-7 14 3 14 21-12 37z" fill="${color}"/>`;

const table = (y: number, color = '#b58a5a') => `<rect y="${y}" width="640" height="${400 - y}" fill="${color}"/><rect y="${y}" width="640" height="8" fill="${shade(color, -0.2)}"/>`;
const hills = (color: string) => `<path d="M0 300Q160 210 330 290T640 270V400H0z" fill="${color}"/><path d="M0 340Q240 280 420 330T640 320V400H0z" fill="${shade(color, -0.15)}"/>`;
const stars = (points: Array<[number, number]>) => points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="#f6e7a8"/>`).join('');
const lantern = (x: number, y: number, color: string) =>
  `<path d="M${x} 0V${y}" stroke="${color}" stroke-width="3"/>` +
  `<path d="M${x - 24} ${y}h48l10 24v52l-10 18h-48l-10-18v-52z" fill="${color}"/>` +
  `<rect x="${x - 16}" y="${y + 24}" width="32" height="48" rx="5" fill="#ffd36b" opacity=".85"/>`;

const scenes: Record<ContentScene, (p: ScenePalette) => string> = {
  studio: ({ accent }) =>
    `<rect x="40" y="120" width="300" height="10" fill="#7a4a2b"/>` +
    ['#f3ead8', shade(accent, 0.5), '#e9a93a'].map((wax, i) => item('jar', wax, false, 40 + i * 100, 120, 0.4)).join('') +
    table(300) +
    `<path d="M430 130h80l-6 90h-68z" fill="#c8ccd2"/><path d="M430 130l-18 8 20 6z" fill="#aeb3bb"/>` +
    `<path d="M510 145q34 12 0 54" stroke="#9aa0a8" stroke-width="8" fill="none"/>` +
    `<path d="M413 140q-4 60 0 120" stroke="${accent}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<rect x="372" y="240" width="84" height="70" rx="10" fill="#fff" fill-opacity=".4" stroke="#fff" stroke-width="3"/>` +
    `<rect x="376" y="262" width="76" height="44" rx="8" fill="${accent}"/>`,
  market: ({ accent }) =>
    Array.from({ length: 8 }, (_, i) => `<rect x="${i * 80}" y="40" width="80" height="70" fill="${i % 2 ? '#fff' : accent}"/>`).join('') +
    Array.from({ length: 16 }, (_, i) => `<circle cx="${20 + i * 40}" cy="110" r="20" fill="${Math.floor(i / 2) % 2 ? '#fff' : accent}"/>`).join('') +
    `<rect x="36" y="110" width="10" height="200" fill="#7a4a2b"/><rect x="594" y="110" width="10" height="200" fill="#7a4a2b"/>` +
    table(300, shade(accent, -0.25)) +
    item('pillar', '#f3ead8', true, 60, 300, 0.42) +
    item('jar', shade(accent, 0.4), true, 200, 300, 0.42) +
    item('tin', '#e9a93a', true, 330, 300, 0.42) +
    item('set', accent, false, 450, 300, 0.42),
  citadel: ({ accent }) =>
    `<circle cx="520" cy="90" r="44" fill="#ffd27a"/>` +
    `<path d="M0 320Q320 190 640 320V400H0z" fill="#c9a978"/>` +
    `<rect x="170" y="170" width="300" height="110" fill="#d9b98a"/>` +
    Array.from({ length: 15 }, (_, i) => `<rect x="${172 + i * 20}" y="156" width="12" height="16" fill="#d9b98a"/>`).join('') +
    [200, 300, 400].map((x) => `<rect x="${x}" y="170" width="14" height="110" fill="${shade('#d9b98a', -0.12)}"/>`).join('') +
    `<path d="M300 280v-50a20 20 0 0 1 40 0v50z" fill="#7a4a2b"/>` +
    item('jar', accent, true, 470, 392, 0.38),
  delivery: ({ accent }) =>
    `<rect y="320" width="640" height="80" fill="#5d5d5d"/>` +
    Array.from({ length: 8 }, (_, i) => `<rect x="${20 + i * 84}" y="356" width="44" height="6" fill="#fff"/>`).join('') +
    `<rect x="150" y="180" width="280" height="130" rx="14" fill="${accent}"/>` +
    `<path d="M430 220h60l40 40v50h-100z" fill="${shade(accent, -0.2)}"/><path d="M444 232h40l28 28h-68z" fill="#dfe9f0"/>` +
    [210, 470].map((x) => `<circle cx="${x}" cy="318" r="28" fill="#2d2a26"/><circle cx="${x}" cy="318" r="11" fill="#aeb3bb"/>`).join('') +
    item('jar', '#f3ead8', true, 205, 290, 0.3) +
    `<rect x="330" y="230" width="70" height="56" rx="4" fill="#d6b48c"/><path d="M330 250h70" stroke="#b58a5a" stroke-width="4"/>`,
  label: ({ accent }) => table(330, '#d6b48c') + ['#f3ead8', shade(accent, 0.6), '#e9a93a'].map((wax, i) => item('jar', wax, i === 1, 30 + i * 180, 350, 0.7, brandLabel(accent))).join(''),
  personal: ({ accent }) =>
    table(320, '#d6b48c') +
    item('jar', '#f3ead8', true, 120, 340, 0.75, heartLabel(accent)) +
    `<g transform="rotate(8 480 220)"><rect x="400" y="120" width="160" height="190" fill="#fff"/>` +
    `<rect x="414" y="134" width="132" height="128" fill="${shade(accent, 0.6)}"/>` +
    `<circle cx="480" cy="180" r="22" fill="${shade(accent, -0.1)}"/><path d="M430 262q50-60 100 0z" fill="${shade(accent, -0.1)}"/></g>`,
  gift: ({ accent }) =>
    table(330, '#d6b48c') +
    item('set', accent, true, 150, 345, 0.85) +
    `<g transform="rotate(-6 520 300)"><rect x="470" y="260" width="110" height="70" rx="4" fill="#fffaf0"/>` +
    `<path d="M486 282h78M486 298h60" stroke="${accent}" stroke-width="4"/></g>`,
  refill: ({ accent }) =>
    `<path d="M150 160A180 180 0 0 1 470 120" stroke="${accent}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<path d="M452 92l40 32-48 14z" fill="${accent}"/>` +
    `<path d="M490 250A180 180 0 0 1 170 290" stroke="${accent}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<path d="M188 318l-40-32 48-14z" fill="${accent}"/>` +
    item('jar', shade(accent, 0.5), false, 200, 360, 0.6),
  workshop: ({ accent }) =>
    table(280) +
    ['#f3ead8', accent, '#e8a3a8', '#7d8a4e', '#e9a93a'].map((wax, i) => item('jar', wax, i % 2 === 0, 20 + i * 120, 320, 0.3)).join('') +
    [0, 1, 2].map((i) => `<rect x="${430 + i * 50}" y="350" width="40" height="26" rx="4" fill="#f3ead8" stroke="#e2d6b8"/>`).join('') +
    `<rect x="120" y="340" width="200" height="10" rx="5" fill="#c8ccd2"/><circle cx="120" cy="345" r="12" fill="#b3262f"/>`,
  night: ({ background, accent }) =>
    `<circle cx="520" cy="80" r="40" fill="#f6e7a8"/><circle cx="540" cy="68" r="36" fill="${background}"/>` +
    stars([
      [80, 60],
      [200, 40],
      [330, 90],
      [600, 170],
      [420, 30],
    ]) +
    lantern(110, 90, '#c9a24a') +
    lantern(250, 60, accent) +
    table(330, '#3a2a1a') +
    item('jar', '#e9a93a', true, 320, 340, 0.5) +
    item('pillar', '#f3ead8', true, 450, 340, 0.45),
  spring: ({ accent }) =>
    `<circle cx="110" cy="90" r="40" fill="#ffd27a"/>` +
    hills('#7d9a4e') +
    [
      [80, 330],
      [150, 350],
      [520, 340],
      [580, 360],
      [240, 370],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="${accent}"/><circle cx="${x}" cy="${y}" r="3" fill="#fff4c7"/>`)
      .join('') +
    `<path d="M440 250l30-24 30 24z" fill="#7a4a2b"/>` +
    flame(470, 232, 1.3) +
    item('pillar', accent, true, 250, 380, 0.5),
  portrait: ({ accent }) =>
    `<path d="M120 400c0-90 50-130 120-130s120 40 120 130z" fill="${accent}"/>` +
    `<circle cx="240" cy="190" r="62" fill="#c68b59"/><path d="M176 190c0-60 40-80 64-80s66 14 66 80c-10-30-40-46-66-46s-52 16-64 46z" fill="#2d2a26"/>` +
    table(330, '#b58a5a') +
    item('jar', '#f3ead8', true, 400, 350, 0.55),
  cafe: ({ accent }) =>
    `<path d="M60 260V110a70 70 0 0 1 140 0v150z" fill="#dfe9f0" stroke="${shade(accent, -0.2)}" stroke-width="8"/>` +
    table(290, '#7a4a2b') +
    `<path d="M290 230h80v40a40 40 0 0 1-80 0z" fill="#fff"/><path d="M370 244q24 4 0 28" stroke="#fff" stroke-width="7" fill="none"/>` +
    `<ellipse cx="330" cy="232" rx="36" ry="6" fill="#5a3b2a"/>` +
    item('jar', '#f3ead8', true, 420, 320, 0.45, brandLabel(accent)),
};

/** A 640 × 400 content picture (page texts, slides, news, projects, events). */
export function scenePicture(scene: ContentScene, palette: ScenePalette): string {
  return svg(640, 400, `<rect width="640" height="400" fill="${palette.background}"/>${scenes[scene](palette)}`);
}

const details: Array<(accent: string) => string> = [
  (accent) => table(320, '#d6b48c') + item('pillar', '#f3ead8', true, 60, 340, 0.55) + item('jar', accent, true, 230, 340, 0.55) + item('tin', '#e9a93a', true, 400, 340, 0.55),
  (accent) => table(330, '#d6b48c') + item('jar', accent, true, 170, 370, 0.8, brandLabel(shade(accent, -0.3))),
  (accent) => table(330, '#d6b48c') + item('set', accent, true, 60, 350, 0.7) + item('jar', shade(accent, 0.5), false, 360, 350, 0.6),
];

/** A close-up for a gallery: candles on a table, in the subject's colour. */
export function detailPicture(index: number, palette: ScenePalette): string {
  const draw = details[index % details.length]!;
  return svg(640, 400, `<rect width="640" height="400" fill="${palette.background}"/>${draw(palette.accent)}`);
}

const icons: Record<ValueIcon, (tint: string) => string> = {
  pour: (tint) =>
    `<path d="M70 50h56l-4 60h-48z" fill="#fff"/><path d="M70 50l-14 6 16 4z" fill="#fff"/>` +
    `<path d="M58 60q-3 40 0 70" stroke="${shade(tint, 0.5)}" stroke-width="5" fill="none"/>` +
    `<rect x="34" y="128" width="54" height="36" rx="6" fill="#fff"/><rect x="38" y="138" width="46" height="22" rx="4" fill="${shade(tint, 0.5)}"/>`,
  truck: (tint) =>
    `<rect x="30" y="70" width="96" height="60" rx="8" fill="#fff"/><path d="M126 88h26l20 22v20h-46z" fill="#fff"/>` +
    `<circle cx="60" cy="136" r="14" fill="${shade(tint, -0.4)}"/><circle cx="146" cy="136" r="14" fill="${shade(tint, -0.4)}"/>`,
  soy: (tint) => `<path d="M50 150C50 90 90 50 150 50c0 60-40 100-100 100z" fill="#fff"/><path d="M52 148 146 54" stroke="${tint}" stroke-width="5"/>`,
  refill: (tint) =>
    `<path d="M50 80a56 56 0 0 1 100-10" stroke="#fff" stroke-width="9" fill="none"/><path d="M142 50l14 26-28 2z" fill="#fff"/>` +
    `<rect x="72" y="96" width="56" height="64" rx="10" fill="#fff"/><rect x="77" y="118" width="46" height="38" rx="6" fill="${shade(tint, 0.5)}"/>`,
};

/** A 200 × 200 round value-box icon. */
export function valuePicture(icon: ValueIcon, tint: string): string {
  return svg(200, 200, `<circle cx="100" cy="100" r="100" fill="${tint}"/>${icons[icon](tint)}`);
}

/** The banner picture: a wrapped gift and the newsletter discount (SPEC §9: 15%), on the banner's dark blue. */
export function bannerPicture(background: string, text: string): string {
  return svg(
    400,
    200,
    `<rect width="400" height="200" fill="${background}"/>` +
      item('set', '#c0643f', true, 10, 196, 0.5) +
      `<text x="300" y="122" text-anchor="middle" font-family="Arial, sans-serif" font-size="64" font-weight="700" fill="${text}">15%</text>`,
  );
}
