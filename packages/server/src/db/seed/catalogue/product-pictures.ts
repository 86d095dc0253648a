import type { ProductForm } from './products.js';
import { escapeXml, flame, shade, stage, svg } from '../svg.js';

/** How one product picture is drawn. */
export interface ProductPictureOptions {
  form: ProductForm;
  /** Wax colour for candles; the body colour of accessories, cards and sets. */
  color: string;
  background: string;
  /** Lit candles show a flame; unlit jars and tins wear their lid. */
  lit: boolean;
  /** Printed on gift cards. */
  caption?: string;
}

type Draw = (color: string, lit: boolean, caption: string) => string;

const draw: Record<ProductForm, Draw> = {
  jar: (wax, lit) =>
    `<rect x="120" y="150" width="160" height="200" rx="22" fill="#fff" fill-opacity=".35" stroke="#fff" stroke-width="4"/>` +
    `<rect x="128" y="200" width="144" height="142" rx="16" fill="${wax}"/>` +
    `<ellipse cx="200" cy="200" rx="72" ry="10" fill="${shade(wax, 0.2)}"/>` +
    `<rect x="150" y="255" width="100" height="50" rx="6" fill="#fffaf0"/>` +
    `<rect x="165" y="272" width="70" height="5" rx="2" fill="${shade(wax, -0.3)}"/>` +
    `<rect x="136" y="165" width="10" height="160" rx="5" fill="#fff" opacity=".5"/>` +
    (lit ? flame(200, 192) : `<rect x="112" y="128" width="176" height="28" rx="9" fill="#b58a5a"/>`),
  pillar: (wax, lit) =>
    `<rect x="140" y="130" width="120" height="222" rx="12" fill="${wax}"/>` +
    `<ellipse cx="200" cy="132" rx="60" ry="10" fill="${shade(wax, 0.2)}"/>` +
    `<path d="M160 132v30a6 6 0 0 0 12 0v-28z" fill="${shade(wax, 0.1)}"/>` +
    `<rect x="232" y="150" width="10" height="180" rx="5" fill="#fff" opacity=".25"/>` +
    (lit ? flame(200, 126) : ''),
  tin: (wax, lit) =>
    (lit ? `<circle cx="280" cy="230" r="78" fill="#b9bec6" stroke="#9aa0a8" stroke-width="4"/>` : '') +
    `<rect x="96" y="240" width="200" height="100" rx="16" fill="#c8ccd2"/>` +
    `<ellipse cx="196" cy="242" rx="100" ry="20" fill="${lit ? wax : '#aeb3bb'}"/>` +
    `<rect x="130" y="280" width="130" height="36" rx="6" fill="#fffaf0"/>` +
    `<rect x="146" y="294" width="98" height="6" rx="3" fill="${shade(wax, -0.3)}"/>` +
    (lit ? flame(196, 236) : `<ellipse cx="196" cy="236" rx="104" ry="22" fill="#c2c7ce" stroke="#9aa0a8" stroke-width="3"/>`),
  melt: (wax) =>
    `<rect x="86" y="190" width="228" height="150" rx="18" fill="#fff" fill-opacity=".55" stroke="#fff" stroke-width="4"/>` +
    [0, 1, 2, 3, 4, 5]
      .map((cube) => {
        const x = 102 + (cube % 3) * 68;
        const y = 204 + Math.floor(cube / 3) * 64;
        return `<rect x="${x}" y="${y}" width="60" height="56" rx="8" fill="${wax}"/><rect x="${x + 6}" y="${y + 6}" width="48" height="10" rx="4" fill="${shade(wax, 0.25)}"/>`;
      })
      .join(''),
  trimmer: (metal) =>
    `<g fill="none" stroke="${metal}" stroke-width="10" stroke-linecap="round">` +
    `<circle cx="150" cy="300" r="26"/><circle cx="230" cy="300" r="26"/>` +
    `<path d="M168 282 250 110M212 282 160 170"/></g>` +
    `<path d="M232 112h44v-14h-44z" fill="${shade(metal, -0.25)}"/>`,
  snuffer: (metal) =>
    `<path d="M110 330 262 152" stroke="${metal}" stroke-width="10" stroke-linecap="round"/>` +
    `<circle cx="110" cy="330" r="12" fill="${metal}"/>` +
    `<path d="M244 150c0-34 22-52 44-52s44 18 44 52z" fill="${metal}"/>` +
    `<rect x="238" y="146" width="100" height="10" rx="5" fill="${shade(metal, -0.25)}"/>`,
  matches: (box) =>
    [0, 1, 2, 3, 4]
      .map((stick) => {
        const x = 140 + stick * 30;
        const top = 120 + (stick % 2) * 22;
        return `<rect x="${x - 3}" y="${top}" width="6" height="130" fill="#e2c08d"/><ellipse cx="${x}" cy="${top}" rx="7" ry="10" fill="#b3262f"/>`;
      })
      .join('') +
    `<rect x="104" y="220" width="192" height="120" rx="10" fill="${box}"/>` +
    `<rect x="104" y="320" width="192" height="12" fill="#5a3b2a"/>` +
    `<circle cx="200" cy="270" r="26" fill="#fff" opacity=".85"/>` +
    flame(200, 290, 0.6),
  tray: (metal) =>
    `<ellipse cx="200" cy="290" rx="160" ry="52" fill="${shade(metal, -0.2)}"/>` +
    `<ellipse cx="200" cy="282" rx="160" ry="50" fill="${metal}"/>` +
    `<ellipse cx="200" cy="282" rx="132" ry="38" fill="${shade(metal, 0.15)}"/>` +
    `<rect x="176" y="196" width="48" height="90" rx="6" fill="#f3ead8"/>` +
    `<ellipse cx="200" cy="198" rx="24" ry="5" fill="#fffaf0"/>` +
    flame(200, 194, 0.7),
  card: (tint, _lit, caption) =>
    `<rect x="56" y="112" width="288" height="180" rx="18" fill="${tint}"/>` +
    `<rect x="56" y="150" width="288" height="26" fill="${shade(tint, -0.2)}"/>` +
    `<circle cx="300" cy="232" r="22" fill="#fff" opacity=".9"/>` +
    flame(300, 246, 0.55) +
    `<text x="80" y="262" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="#fff">${escapeXml(caption)}</text>`,
  set: (ribbon, lit) =>
    `<rect x="236" y="120" width="56" height="80" rx="8" fill="#f3ead8"/>` +
    (lit ? flame(264, 118, 0.6) : '') +
    `<rect x="88" y="190" width="224" height="150" rx="8" fill="#c8a27a"/>` +
    `<rect x="80" y="176" width="240" height="36" rx="8" fill="#d6b48c"/>` +
    `<rect x="186" y="176" width="28" height="164" fill="${ribbon}"/>` +
    `<rect x="88" y="250" width="224" height="22" fill="${ribbon}"/>` +
    `<ellipse cx="178" cy="170" rx="26" ry="14" fill="${ribbon}"/><ellipse cx="222" cy="170" rx="26" ry="14" fill="${ribbon}"/>`,
};

/** The shapes of one product on a 400 × 400 canvas, without background (to compose pictures). */
export function productShapes(options: Omit<ProductPictureOptions, 'background'>): string {
  return draw[options.form](options.color, options.lit, options.caption ?? '');
}

/** One product picture as an SVG document. */
export function productPicture(options: ProductPictureOptions): string {
  return svg(400, 400, stage(options.background) + productShapes(options));
}
