// Vite's ?raw imports (used to check docs against the code).
declare module '*.md?raw' {
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
