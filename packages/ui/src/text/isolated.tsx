import { Fragment, type ReactNode } from 'react';

/** Options of {@link Isolated}. */
export interface IsolatedOptions {
  /** The value; nothing (null, undefined, false, '') renders nothing. */
  children: ReactNode;
  /**
   * `ltr` (the default) for a reference, code, email or phone: read left to right in any page and
   * kept whole on one line when it fits there. `auto` for text a person wrote in any script (an
   * address, a name): it reads in the direction of its own first letter.
   */
  dir?: 'ltr' | 'auto';
}

/**
 * A value shown inside Kurdish or Arabic text, isolated from it (issue 36 item 2): without it
 * `5-Q2Y5-S205` reads `Q2Y5-S205-5`, an email splits at its dot and a Latin address mixes with the
 * words around it. A left-to-right value carries the `whole-value` class (moved whole to the next
 * line, broken anywhere only when longer than a line: {@link isolatedCss}).
 * @example <Isolated>{order.guest.email}</Isolated>
 */
export function Isolated({ children, dir = 'ltr' }: IsolatedOptions) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <bdi dir={dir} className={dir === 'ltr' ? 'whole-value' : undefined}>
      {children}
    </bdi>
  );
}

/**
 * Values one after another, each isolated, `separator` between them; the missing ones left out.
 * @example <IsolatedList values={[[name, 'auto'], [phone], [email]]} />
 */
export function IsolatedList({ values, separator = ' · ' }: { values: ReadonlyArray<readonly [ReactNode, ('ltr' | 'auto')?]>; separator?: string }) {
  const shown = values.filter(([value]) => value !== null && value !== undefined && value !== false && value !== '');
  return (
    <>
      {shown.map(([value, dir], index) => (
        <Fragment key={index}>
          {index > 0 && separator}
          <Isolated dir={dir}>{value}</Isolated>
        </Fragment>
      ))}
    </>
  );
}

/**
 * The rule behind {@link Isolated}'s `whole-value`, for a shadow root's styles (the storefront has
 * it in its own stylesheet): an inline block as wide as its line at most, broken anywhere only past it.
 */
export const isolatedCss = '.whole-value{display:inline-block;max-width:100%;overflow-wrap:anywhere}';
