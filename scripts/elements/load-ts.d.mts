/** Imports a TypeScript module that imports types only, transpiled in memory. */
export function loadTs(path: string): Promise<Record<string, unknown>>;
