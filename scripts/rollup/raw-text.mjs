// `import text from './file.graphql?raw'`, as vite does in tests.
export function rawText() {
  return {
    name: 'raw-text',
    async resolveId(source, importer) {
      if (!source.endsWith('?raw')) return null;
      const resolved = await this.resolve(source.slice(0, -4), importer, { skipSelf: true });
      return resolved && `${resolved.id}?raw`;
    },
    async load(id) {
      if (!id.endsWith('?raw')) return null;
      const { readFile } = await import('node:fs/promises');
      const file = id.slice(0, -4);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(await readFile(file, 'utf8'))};`;
    },
  };
}
