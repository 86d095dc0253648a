/** The least component-test lines a line of the host site's code. */
export const MIN_COMPONENT_TEST_RATIO: number;
/** Lines of code, of component tests, of other tests and of test helpers under `root`. */
export function testLines(root: string): { code: number; componentTests: number; otherTests: number; helpers: number };
