// Lets the bank scripts import the shared TypeScript modules (src/shared/**/*.ts) on Node 20, which cannot strip
// types itself: .ts files are transformed by esbuild (already a dev dependency) as they load.
//   node --import ./scripts/bank/ts-hooks.mjs scripts/bank/build.mjs
import { register } from 'node:module';

register('./ts-loader.mjs', import.meta.url);
