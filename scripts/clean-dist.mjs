// `npm run build` starts from an empty dist/: Rollup adds files under new hashed names and never
// removes the old ones, which would then be served, measured and precompressed for nothing.
import { rm } from 'node:fs/promises';

await rm(new URL('../dist/', import.meta.url), { recursive: true, force: true });
