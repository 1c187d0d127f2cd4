// Which texts of the authored bank are heard, and in which voice. One entry per clip: the item id, the part of
// the item it belongs to (the key the bank pipeline looks up), the text and the voice. Missing source files are
// skipped, so the script runs while content is still being written.
import { existsSync, readFileSync } from 'node:fs';

/** Listen and Type and the examiner of Interactive Speaking have no authored voice: alternate by item number. */
function alternatingVoice(id) {
  const n = Number(/(\d+)$/.exec(id)?.[1] ?? 0);
  return n % 2 === 1 ? 'female' : 'male';
}

function voiceOf(value, id) {
  if (value === 'female' || value === 'male') return value;
  throw new Error(`${id}: voice must be "female" or "male", got ${JSON.stringify(value)}`);
}

function readItems(contentDir, file) {
  const path = `${contentDir}/${file}`;
  if (!existsSync(path)) return [];
  const items = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(items)) throw new Error(`${file}: expected an array of items`);
  return items;
}

function clip(itemId, part, text, voice) {
  if (typeof text !== 'string' || !text.trim()) throw new Error(`${itemId} ${part}: no text to speak`);
  return { itemId, part, text: text.trim(), voice };
}

/** Every clip the bank needs, in a stable order (source file, then item order, then part order). */
export function collectUtterances(contentDir) {
  const out = [];
  for (const item of readItems(contentDir, 'listen-and-type/sentences.json')) {
    out.push(clip(item.id, 'text', item.text, alternatingVoice(item.id)));
  }
  for (const item of readItems(contentDir, 'interactive-listening/conversations.json')) {
    const voice = voiceOf(item.partner?.voice, item.id);
    (item.turns ?? []).forEach((turn, i) => {
      if (turn.speaker === 'partner') out.push(clip(item.id, `turn-${i}`, turn.text, voice));
    });
  }
  for (const item of readItems(contentDir, 'speaking/listen-then-speak.json')) {
    out.push(clip(item.id, 'question', item.question, voiceOf(item.voice, item.id)));
  }
  for (const item of readItems(contentDir, 'speaking/interactive-speaking.json')) {
    const voice = alternatingVoice(item.id);
    out.push(clip(item.id, 'intro', item.intro, voice));
    (item.stages ?? []).forEach((stage, s) => {
      out.push(clip(item.id, `stage-${s}`, stage.default, voice));
      (stage.alternatives ?? []).forEach((alt, a) => out.push(clip(item.id, `stage-${s}-alt-${a}`, alt.question, voice)));
    });
  }
  const seen = new Set();
  for (const u of out) {
    const key = `${u.itemId} ${u.part}`;
    if (seen.has(key)) throw new Error(`duplicate clip ${key} (item ids must be unique)`);
    seen.add(key);
  }
  return out;
}
