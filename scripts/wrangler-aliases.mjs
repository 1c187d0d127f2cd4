// wrangler.toml's module aliases (its one-line `alias = { "from" = "to" }`), for the tools that bundle the worker's
// code without wrangler: the workerd tests (the pool reads bindings from the file, not aliases) and
// `npm run profile:render`. Both then render with the React server build the worker ships (ADR 042).
import { readFileSync } from 'node:fs';

/** @returns {Record<string, string>} */
export function wranglerAliases(root = new URL('..', import.meta.url).pathname) {
  const line = /^alias = \{(.*)\}$/m.exec(readFileSync(`${root}wrangler.toml`, 'utf8'))?.[1] ?? '';
  // A relative target is relative to wrangler.toml, as wrangler reads it.
  return Object.fromEntries([...line.matchAll(/"([^"]+)"\s*=\s*"([^"]+)"/g)].map((m) => [m[1], m[2].startsWith('./') ? `${root}${m[2].slice(2)}` : m[2]]));
}
