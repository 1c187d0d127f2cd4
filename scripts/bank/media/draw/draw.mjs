// Draws the project's illustrations (scenes.mjs) into content/photos/<id>.svg. Run through
// `npm run bank:photos -- --draw`, or alone with `node scripts/bank/media/draw/draw.mjs [--preview <dir>]`
// (preview writes PNGs with rsvg-convert, to look at the scenes).
// The committed SVGs are the source: editors have fixed most of them by hand since the scenes first drew them
// (hands, scale, contrast), and the scenes were not updated. So a scene only draws a file that does not exist
// yet; an existing SVG that no longer matches its scene is listed, never overwritten.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { SCENES } from './scenes.mjs';
import { assertSafeSvg, svgDocument } from './svg.mjs';

const ROOT = new URL('../../../../', import.meta.url).pathname;

/** Draws the scenes whose SVG is missing; returns how many were drawn and which existing SVGs differ from their scene. */
export function drawAll(outDir = `${ROOT}content/photos`) {
  mkdirSync(outDir, { recursive: true });
  let drawn = 0;
  const handEdited = [];
  for (const [id, scene] of Object.entries(SCENES)) {
    const svg = svgDocument(scene());
    assertSafeSvg(id, svg);
    const file = `${outDir}/${id}.svg`;
    if (!existsSync(file)) { writeFileSync(file, svg); drawn++; continue; }
    if (readFileSync(file, 'utf8') !== svg) handEdited.push(id);
  }
  return { drawn, handEdited };
}

export function describeDraw({ drawn, handEdited }) {
  return `drew ${drawn} new scenes; kept ${handEdited.length} SVGs edited by hand since their scene drew them`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(describeDraw(drawAll()));
  const i = process.argv.indexOf('--preview');
  if (i > 0) {
    const dir = process.argv[i + 1];
    mkdirSync(dir, { recursive: true });
    for (const id of Object.keys(SCENES)) execFileSync('rsvg-convert', ['-w', '400', '-o', `${dir}/${id}.png`, `${ROOT}content/photos/${id}.svg`]);
  }
}
