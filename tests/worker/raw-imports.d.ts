// Vite's ?raw imports (used to check docs against the code).
declare module '*.md?raw' {
  const text: string;
  export default text;
}
declare module '*.toml?raw' {
  const text: string;
  export default text;
}
declare module '*.sql?raw' {
  const text: string;
  export default text;
}
declare module '*?raw' {
  const text: string;
  export default text;
}
declare module '*.mjs';
declare module 'nspell' {
  const nspell: (dictionary: { aff: string; dic: string }) => { correct(word: string): boolean };
  export default nspell;
}
declare module '*/blog/render.mjs' {
  export function parseArticleFile(source: string, name: string): { meta: Record<string, string>; markdown: string };
  export function renderArticle(markdown: string, locale: string): { html: string; toc: { id: string; text: string }[]; minutes: number };
}
