// The host site's texts that the SDK also ships come from the SDK's own chunks (issue 38): a
// storefront page shows widgets, and the shop-wide texts or the cart's area downloaded once by the
// host site under /assets and once by the widgets under /sdk were two files of the same bytes.
// The host build reads the SDK's manifest (built first, rollup.config.mjs) and leaves each such
// message module as an import of the SDK's chunk; the browser's module map downloads it once.
import { readFile } from 'node:fs/promises';

const LANGUAGE = /\/packages\/core\/src\/i18n\/resources\/(\w+)\.ts$/;
const AREA_LANGUAGE = /\/packages\/core\/src\/i18n\/resources\/(\w+)\/(\w+)\.ts$/;

/**
 * @param {{ manifest: string, base: string, keep: string[] }} options the SDK's manifest.json, the
 * address the SDK is served at ('/sdk/'), and the areas the host keeps in its own chunks
 */
export function sdkMessages({ manifest, base, keep }) {
  let chunks;
  return {
    name: 'sdk-messages',
    async buildStart() {
      const text = await readFile(manifest, 'utf8').catch(() => this.error(`sdk-messages: ${manifest} is missing: build the SDK first (rollup -c builds it before the host site)`));
      const { languages, messageAreas } = JSON.parse(text);
      chunks = new Map(Object.entries(languages).map(([lang, file]) => [lang, file]));
      for (const [area, files] of Object.entries(messageAreas)) if (!keep.includes(area)) for (const [lang, file] of Object.entries(files)) chunks.set(`${area}/${lang}`, file);
    },
    async resolveId(source, importer, options) {
      if (!source.includes('resources')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const id = resolved?.id ?? '';
      const match = LANGUAGE.exec(id) ?? AREA_LANGUAGE.exec(id);
      const file = match && chunks.get(match.slice(1).join('/'));
      return file ? { id: `${base}${file}`, external: true } : null;
    },
  };
}
