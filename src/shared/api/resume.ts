/**
 * Nothing lost (ADR 047): the shapes of an autosaved draft and of a served item's server anchors, shared by the
 * practice and mock APIs (their own module, so neither API file imports the other's definitions in a cycle).
 */
import * as v from 'valibot';
import { ANCHOR_NAME, MAX_DRAFT_CHARS } from '../learning/attempt-anchors.ts';

export const AnchorName = v.pipe(v.string('anchor_invalid'), v.regex(ANCHOR_NAME, 'anchor_invalid'));
export const Anchors = v.object({ parts: v.record(v.string(), v.number()), plays: v.record(v.string(), v.number()) });
/** A screen's own state (texts typed, choices made, the step reached), keyed by short names; JSON-bounded. */
export const Draft = v.pipe(
  v.record(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,32}$/, 'draft_invalid')), v.unknown(), 'draft_invalid'),
  v.check((d) => JSON.stringify(d).length <= MAX_DRAFT_CHARS, 'draft_too_large'),
);
export type Draft = v.InferOutput<typeof Draft>;
/** What a reload needs to continue an item: its draft (null: none) and anchors, with the server's clock. */
export const Resume = v.object({ draft: v.nullable(Draft), anchors: Anchors, serverNow: v.string() });
export type Resume = v.InferOutput<typeof Resume>;
