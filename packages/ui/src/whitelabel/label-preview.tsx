// The buyer's label drawn on the chosen candle, live while they type (issue 12). SVG, so it
// scales from a phone to a desktop and needs no canvas or fonts from outside.

/** What the preview draws. */
export interface LabelPreviewOptions {
  /** The label's text as typed; empty shows `placeholder` faded. */
  text: string;
  placeholder: string;
  /** The logo's address (an object URL or the stored upload), or undefined. */
  logo?: string;
  /** The wax colour, a CSS colour from the colour list. */
  color: string;
  /** The size's value (grams or millilitres): a bigger candle is drawn taller. */
  size: number;
  /** Whether the label is shown at all (no sticker: a plain candle). */
  sticker: boolean;
  /** The accessible description of the picture. */
  title: string;
}

// Hebrew, Arabic (with its supplements and presentation forms), Syriac and Thaana: scripts written
// right to left. Kurdish (Sorani) and Arabic use the Arabic blocks.
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const LTR_LETTER = /[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff]/;

/**
 * The direction the label's text runs in, from its own first strong letter (as HTML's dir=auto
 * does): an Arabic brand name on an English page is still right to left, and the reverse.
 * @example labelDirection('شموع النور') // 'rtl'
 */
export function labelDirection(text: string): 'rtl' | 'ltr' {
  for (const letter of text) {
    if (RTL_LETTER.test(letter)) return 'rtl';
    if (LTR_LETTER.test(letter)) return 'ltr';
  }
  return 'ltr';
}

/** A font size (SVG units) that keeps the text within the label's 120-unit width: shrinks as it grows. */
export function labelFontSize(text: string): number {
  const length = [...text].length;
  return length <= 8 ? 20 : Math.max(9, Math.round(160 / length));
}

/** The label split in at most two lines, at the space nearest the middle, for long texts. */
export function labelLines(text: string): string[] {
  const trimmed = text.trim();
  if ([...trimmed].length <= 16 || !trimmed.includes(' ')) return [trimmed];
  const middle = trimmed.length / 2;
  let cut = -1;
  for (let index = 0; index < trimmed.length; index++) {
    if (trimmed[index] === ' ' && (cut < 0 || Math.abs(index - middle) < Math.abs(cut - middle))) cut = index;
  }
  return [trimmed.slice(0, cut), trimmed.slice(cut + 1)];
}

/** The live label preview: the candle in its colour, the label with the logo and the text. */
export function LabelPreview({ text, placeholder, logo, color, size, sticker, title }: LabelPreviewOptions) {
  const shown = text.trim() || placeholder;
  const lines = labelLines(shown);
  const direction = labelDirection(shown);
  const fontSize = labelFontSize(lines.reduce((longest, line) => (line.length > longest.length ? line : longest), ''));
  // 90 g to 400 g: a jar from 150 to 230 units tall, standing on the same base line.
  const height = 150 + Math.round(Math.min(Math.max(size, 90), 400) / 5);
  const top = 260 - height;
  const labelTop = top + height / 2 - 40;
  const textTop = labelTop + (logo ? 52 : 40) - ((lines.length - 1) * fontSize) / 2;
  return (
    <svg part="preview" className="label-preview" viewBox="0 0 200 280" role="img" aria-label={title}>
      <ellipse cx="100" cy="266" rx="78" ry="8" fill="rgba(0,0,0,.12)" />
      <rect x="30" y={top} width="140" height={height} rx="18" fill={color} stroke="rgba(0,0,0,.25)" strokeWidth="2" />
      <rect x="30" y={top} width="140" height="14" rx="7" fill="rgba(255,255,255,.35)" />
      <line x1="100" y1={top - 16} x2="100" y2={top + 4} stroke="#3a2a1a" strokeWidth="3" strokeLinecap="round" />
      {sticker && (
        <g>
          <rect x="40" y={labelTop} width="120" height="80" rx="6" fill="#fffdf8" stroke="rgba(0,0,0,.2)" />
          {logo && <image href={logo} x="80" y={labelTop + 6} width="40" height="28" preserveAspectRatio="xMidYMid meet" />}
          <text x="100" y={textTop} fontSize={fontSize} textAnchor="middle" direction={direction} unicode-bidi="embed" fill="#2b1d12" opacity={text.trim() ? 1 : 0.45} fontWeight="700" data-direction={direction}>
            {lines.map((line, index) => (
              <tspan key={index} x="100" dy={index ? fontSize * 1.15 : 0}>
                {line}
              </tspan>
            ))}
          </text>
        </g>
      )}
    </svg>
  );
}
