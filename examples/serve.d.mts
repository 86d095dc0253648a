import type { Server } from 'node:http';

/** Starts the examples server (serve.mjs); resolves with its URL and server. */
export function startExamples(options: { port: number; shopOrigin: string }): Promise<{ url: string; server: Server }>;

/** The example pages (path, title) the start command lists. */
export const EXAMPLE_PAGES: ReadonlyArray<readonly [string, string]>;
