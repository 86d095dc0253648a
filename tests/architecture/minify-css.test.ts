import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without typings
import { minifyCssText } from '../../scripts/rollup/minify-css.mjs';

// The build minifies every *.css.ts stylesheet; what it drops must never change what CSS means.
describe('minifyCssText', () => {
  it('drops comments and spaces the CSS does not need', () => {
    expect(minifyCssText('/* why */\n.card {\n  color: red;\n  margin: 0 0 4px;\n}\n')).toBe('.card{color:red;margin:0 0 4px;}');
    expect(minifyCssText('@media (max-width: 720px) { .w { grid-template-columns: minmax(0, 1fr); } }')).toBe('@media (max-width: 720px){.w{grid-template-columns:minmax(0,1fr);}}');
  });

  it("keeps a selector's descendant space, custom properties and ${…} parts", () => {
    expect(minifyCssText('.a :hover { --candle-padding: 0; }')).toBe('.a :hover{--candle-padding:0;}');
    expect(minifyCssText('.x { padding: ${gap}px; }')).toBe('.x{padding:${gap}px;}');
  });
});
