// Tiny helpers for the generated demo pictures: plain SVG strings, no scripts, no external URLs.

/** Wraps shapes in an `<svg>` root with the given view box. */
export function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;
}

/** Mixes a `#rrggbb` colour toward white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const weight = Math.abs(amount);
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `#${channels
    .map((channel) =>
      Math.round(channel + (target - channel) * weight)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A candle flame with its glow, standing on the wick top at (x, y). */
export function flame(x: number, y: number, scale = 1): string {
  const s = (value: number) => Math.round(value * scale * 10) / 10;
  return (
    `<circle cx="${x}" cy="${y - s(24)}" r="${s(34)}" fill="#ffd36b" opacity=".22"/>` +
    `<line x1="${x}" y1="${y + s(6)}" x2="${x}" y2="${y - s(4)}" stroke="#3a2a1a" stroke-width="${s(3)}"/>` +
    `<path d="M${x} ${y}c${-s(14)} ${-s(10)} ${-s(12)} ${-s(32)} 0 ${-s(52)}c${s(12)} ${s(20)} ${s(14)} ${s(42)} 0 ${s(52)}z" fill="#ffa928"/>` +
    `<path d="M${x} ${y}c${-s(7)} ${-s(5)} ${-s(6)} ${-s(16)} 0 ${-s(26)}c${s(6)} ${s(10)} ${s(7)} ${s(21)} 0 ${s(26)}z" fill="#fff4c7"/>`
  );
}

/** Background with a soft floor shadow, shared by every product picture. */
export function stage(background: string, shadowY = 352): string {
  return `<rect width="400" height="400" fill="${background}"/>` + `<ellipse cx="200" cy="${shadowY}" rx="130" ry="14" fill="#000" opacity=".08"/>`;
}

/** Escapes text placed inside SVG markup. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
