// Wraps a scene's fragments into a standalone SVG document: 4:3, viewBox only, no text, no scripts, no links.
export function svgDocument(body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">${body}</svg>\n`;
}

/** Refuses anything a drawn photo must not contain (it is served as an image and may be opened directly). */
export function assertSafeSvg(id, svg) {
  const banned = [/<script/i, /<text/i, /<foreignObject/i, /\bon[a-z]+\s*=/i, /href\s*=/i, /url\(/i, /<image/i, /<style/i];
  for (const re of banned) if (re.test(svg)) throw new Error(`${id}: drawn photo contains ${re}`);
  if (!svg.includes('viewBox="0 0 800 600"')) throw new Error(`${id}: drawn photo must be 4:3 (viewBox 0 0 800 600)`);
}
