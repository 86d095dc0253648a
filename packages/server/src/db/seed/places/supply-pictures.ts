import type { ContainerSeed, PackageSeed, WickSeed } from './supplies.js';
import { flame, shade, stage, svg } from '../svg.js';

// Pictures of the refill and white-label materials, on the same 400 × 400 stage as products.

const tab = (x: number) => `<ellipse cx="${x}" cy="330" rx="24" ry="7" fill="#9aa0a8"/><rect x="${x - 24}" y="322" width="48" height="8" rx="3" fill="#b9bec6"/>`;

const cottonWick = (x: number) =>
  tab(x) + `<path d="M${x} 324V130" stroke="#cfc6b4" stroke-width="9" stroke-linecap="round"/>` + `<path d="M${x} 324V130" stroke="#f6f1e6" stroke-width="5" stroke-linecap="round"/>` + flame(x, 128, 0.8);

const wickShapes: Record<WickSeed['kind'], string> = {
  cotton: cottonWick(200),
  double: cottonWick(165) + cottonWick(235),
  wood:
    `<ellipse cx="200" cy="332" rx="34" ry="8" fill="#9aa0a8"/>` +
    `<rect x="172" y="120" width="56" height="212" rx="4" fill="#c49a6c"/>` +
    [0, 1, 2].map((line) => `<path d="M${184 + line * 16} 128q6 100 -2 196" stroke="#a77a4c" stroke-width="3" fill="none"/>`).join('') +
    `<rect x="172" y="112" width="56" height="14" rx="3" fill="#3a2a1a"/>` +
    flame(200, 112, 0.9),
  hemp:
    tab(200) +
    `<path d="M200 324${Array.from({ length: 10 }, (_, step) => `l${step % 2 ? 8 : -8} -19`).join('')}" stroke="#b8a27a" stroke-width="8" fill="none" stroke-linejoin="round"/>` +
    `<path d="M200 324${Array.from({ length: 10 }, (_, step) => `l${step % 2 ? -8 : 8} -19`).join('')}" stroke="#d8c69e" stroke-width="5" fill="none" stroke-linejoin="round"/>` +
    flame(200, 134, 0.8),
};

/** The picture of a wick. */
export function wickPicture(wick: WickSeed): string {
  return svg(400, 400, stage('#f6efe4') + wickShapes[wick.kind]);
}

const packageShapes: Record<PackageSeed['kind'], (tint: string) => string> = {
  kraft: (tint) =>
    `<rect x="100" y="180" width="200" height="160" rx="6" fill="${tint}"/>` +
    `<rect x="90" y="156" width="220" height="40" rx="6" fill="${shade(tint, -0.12)}"/>` +
    `<path d="M90 176h220M200 156v184" stroke="#7a5a3a" stroke-width="4" fill="none"/>` +
    `<rect x="140" y="236" width="120" height="56" rx="6" fill="#fffaf0"/>` +
    `<rect x="158" y="258" width="84" height="6" rx="3" fill="#7a5a3a"/>`,
  gift: (tint) =>
    `<rect x="100" y="190" width="200" height="150" rx="6" fill="${tint}"/>` +
    `<rect x="90" y="164" width="220" height="40" rx="6" fill="${shade(tint, 0.15)}"/>` +
    `<rect x="186" y="164" width="28" height="176" fill="#c9a24a"/>` +
    `<rect x="100" y="256" width="200" height="22" fill="#c9a24a"/>` +
    `<ellipse cx="172" cy="154" rx="30" ry="16" fill="#c9a24a"/><ellipse cx="228" cy="154" rx="30" ry="16" fill="#c9a24a"/>` +
    `<circle cx="200" cy="160" r="12" fill="${shade('#c9a24a', -0.2)}"/>`,
  crate: (tint) =>
    `<rect x="136" y="120" width="44" height="80" rx="6" fill="#f3ead8"/><rect x="220" y="128" width="44" height="72" rx="6" fill="#e8a3a8"/>` +
    `<path d="M96 196q40-22 80-4t80-4 52 8" stroke="#e2c08d" stroke-width="10" fill="none"/>` +
    [0, 1, 2].map((slat) => `<rect x="90" y="${196 + slat * 50}" width="220" height="40" rx="3" fill="${shade(tint, slat * 0.08)}"/>`).join('') +
    `<rect x="90" y="196" width="18" height="146" fill="${shade(tint, -0.2)}"/><rect x="292" y="196" width="18" height="146" fill="${shade(tint, -0.2)}"/>`,
  pouch: (tint) =>
    `<path d="M140 196q60-18 120 0l26 120q6 30-24 30H138q-30 0-24-30z" fill="${tint}"/>` +
    `<path d="M150 198l-12-52 30 18 12-30 20 28 20-28 12 30 30-18-12 52q-50-14-100 0z" fill="${shade(tint, -0.08)}"/>` +
    `<rect x="146" y="188" width="108" height="14" rx="7" fill="#7a5a3a"/>` +
    `<path d="M196 200q-22 30-40 34M204 200q22 30 40 34" stroke="#7a5a3a" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<path d="M150 270q50 12 100 0" stroke="${shade(tint, -0.18)}" stroke-width="4" fill="none"/>`,
};

/** The picture of a package. */
export function packagePicture(item: PackageSeed): string {
  return svg(400, 400, stage('#efe6f3') + packageShapes[item.kind](item.tint));
}

const containerShapes: Record<ContainerSeed['shape'], (tint: string) => string> = {
  jar: (tint) =>
    `<rect x="126" y="146" width="148" height="198" rx="26" fill="${tint}" fill-opacity=".85" stroke="${shade(tint, -0.25)}" stroke-width="4"/>` +
    `<rect x="138" y="128" width="124" height="26" rx="8" fill="${shade(tint, -0.15)}"/>` +
    `<rect x="144" y="166" width="12" height="150" rx="6" fill="#fff" opacity=".45"/>`,
  tin: (tint) =>
    `<rect x="100" y="226" width="200" height="112" rx="14" fill="${tint}"/>` +
    `<ellipse cx="200" cy="228" rx="100" ry="20" fill="${shade(tint, -0.15)}"/>` +
    `<ellipse cx="200" cy="228" rx="88" ry="14" fill="${shade(tint, -0.3)}"/>` +
    `<rect x="114" y="250" width="10" height="74" rx="5" fill="#fff" opacity=".5"/>`,
  bowl: (tint) =>
    `<path d="M90 220h220q-10 120-110 120T90 220z" fill="${tint}"/>` +
    `<ellipse cx="200" cy="220" rx="110" ry="22" fill="${shade(tint, -0.3)}"/>` +
    `<path d="M104 250q96 34 192 0" stroke="${shade(tint, 0.5)}" stroke-width="8" fill="none"/>` +
    `<rect x="170" y="334" width="60" height="10" rx="4" fill="${shade(tint, -0.2)}"/>`,
  vessel: (tint) =>
    `<path d="M120 170h160l-18 172H138z" fill="${tint}"/>` +
    `<ellipse cx="200" cy="170" rx="80" ry="14" fill="${shade(tint, -0.25)}"/>` +
    [
      [150, 220],
      [232, 250],
      [176, 296],
      [246, 312],
      [204, 200],
      [160, 330],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="${shade(tint, -0.35)}"/>`)
      .join(''),
  cup: (tint) =>
    `<path d="M130 190h140v110q0 40-40 40h-60q-40 0-40-40z" fill="${tint}"/>` +
    `<path d="M270 220q46 0 46 36t-46 36" stroke="${tint}" stroke-width="14" fill="none"/>` +
    `<ellipse cx="200" cy="190" rx="70" ry="14" fill="${shade(tint, -0.3)}"/>` +
    `<path d="M140 240h120" stroke="${shade(tint, 0.4)}" stroke-width="6"/>`,
};

// A returnable jar wears a round "refill" badge: two arrows chasing each other.
const refillBadge =
  `<circle cx="310" cy="110" r="40" fill="#6b8e4e"/>` +
  `<path d="M286 104a25 25 0 0 1 44-12M334 116a25 25 0 0 1-44 12" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round"/>` +
  `<path d="M322 82l10 12-15 3zM298 138l-10-12 15-3z" fill="#fff"/>`;

/** The picture of a container; refill containers carry the refill badge. */
export function containerPicture(container: ContainerSeed, refill: boolean): string {
  return svg(400, 400, stage(refill ? '#e6f0ee' : '#f3e9e1') + containerShapes[container.shape](container.tint) + (refill ? refillBadge : ''));
}
