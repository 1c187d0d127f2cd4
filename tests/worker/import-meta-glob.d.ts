// Vite's import.meta.glob (used to read whichever authored content files exist when the tests are bundled).
interface ImportMeta {
  glob<T = unknown>(pattern: string, options: { eager: true; import: 'default' }): Record<string, T>;
}
