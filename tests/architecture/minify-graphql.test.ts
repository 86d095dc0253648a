import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without typings
import { minifyGraphql, minifyGraphqlText } from '../../scripts/rollup/minify-graphql.mjs';

const DOCUMENT = `
  mutation BuyNow($id: ID!, $quantity: Int!, $token: String) {
    buyNow(id: $id, quantity: $quantity, token: $token) { ...PaymentResultFields }
  }
`;

// The build strips what GraphQL ignores from every document core sends; the document must stay the same.
describe('minifyGraphql', () => {
  it('takes out indentation, line breaks and spaces beside punctuation, and the document stays the same', () => {
    const minified = minifyGraphqlText(DOCUMENT);
    expect(minified).toBe('mutation BuyNow($id:ID!$quantity:Int!$token:String){buyNow(id:$id quantity:$quantity token:$token){...PaymentResultFields}}');
    expect(print(parse(minified))).toBe(print(parse(DOCUMENT)));
    // core's transport names the operation from the text (api/transport.ts).
    expect(/(?:query|mutation) (\w+)/.exec(minified)?.[1]).toBe('BuyNow');
  });

  it("minifies the documents of core's modules only, leaving other template literals alone", () => {
    const source = `export const A = /* @__PURE__ */ graphql(\`${DOCUMENT}\`, [F]);\nconst note = \`keep   \${this}\`;`;
    const out = minifyGraphql().transform(source, '/repo/packages/core/src/api/operations/orders.ts');
    expect(out.code).toContain('graphql(`mutation BuyNow($id:ID!');
    expect(out.code).toContain('`keep   ${this}`');
    expect(minifyGraphql().transform(source, '/repo/packages/widgets/src/x.ts')).toBeNull();
  });
});
