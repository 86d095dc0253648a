/** The partner page without the embed: its loader's script tag and its `<candle-*>` elements taken out (partner-pages.mjs). */
export function withoutEmbed(html: string): string;

/** Serves the partner shop example at /with/ and, without its embed, at /without/ (partner-pages.mjs). */
export function startPartnerPages(options: { port: number; shopOrigin: string }): Promise<{ with: string; without: string; close(): Promise<unknown> }>;
