// Draws the project's illustrations (scenes.mjs) into content/photos/<id>.svg. Run through
// `npm run bank:photos -- --draw`, or alone with `node scripts/bank/media/draw/draw.mjs [--preview <dir>]`
// (preview writes PNGs with rsvg-convert, to look at the scenes).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { SCENES } from './scenes.mjs';
import { assertSafeSvg, svgDocument } from './svg.mjs';

const ROOT = new URL('../../../../', import.meta.url).pathname;

export function drawAll(outDir = `${ROOT}content/photos`) {
  mkdirSync(outDir, { recursive: true });
  for (const [id, scene] of Object.entries(SCENES)) {
    const svg = svgDocument(scene());
    assertSafeSvg(id, svg);
    writeFileSync(`${outDir}/${id}.svg`, svg);
  }
  return Object.keys(SCENES).length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const n = drawAll();
  console.log(`drew ${n} scenes into content/photos/`);
  const i = process.argv.indexOf('--preview');
  if (i > 0) {
    const dir = process.argv[i + 1];
    mkdirSync(dir, { recursive: true });
    for (const id of Object.keys(SCENES)) execFileSync('rsvg-convert', ['-w', '400', '-o', `${dir}/${id}.png`, `${ROOT}content/photos/${id}.svg`]);
  }
}
