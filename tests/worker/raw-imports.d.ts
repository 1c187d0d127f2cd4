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
declare module '*/blog/render.mjs' {
  export function parseArticleFile(source: string, name: string): { meta: Record<string, string>; markdown: string };
  export function renderArticle(markdown: string, locale: string): { html: string; toc: { id: string; text: string }[]; minutes: number };
}
