import { describe, expect, it } from 'vitest';
import { COURSES, courseResourceTypes, findCourse, videoEmbedId } from './courses.ts';

describe('published video lessons', () => {
  const writing = findCourse('det-interactive-writing')!;
  const vocabulary = findCourse('det-listening-words')!;

  it('a course has a video only once its id is published, and only a well-formed YouTube id counts', () => {
    expect(COURSES.map((c) => videoEmbedId(c))).toEqual(COURSES.map(() => null));
    expect(videoEmbedId(writing, { 'det-interactive-writing': 'aB3_dE-fG9h' })).toBe('aB3_dE-fG9h');
    expect(videoEmbedId(writing, { 'det-interactive-writing': 'https://evil.example/x' })).toBeNull();
    expect(videoEmbedId(writing, { 'det-interactive-writing': 'short' })).toBeNull();
    // Text-only lessons never show a player, even when an id is listed by mistake.
    expect(videoEmbedId(vocabulary, { 'det-listening-words': 'aB3_dE-fG9h' })).toBeNull();
  });

  it('the course claims video lessons only when one exists', () => {
    expect(courseResourceTypes({})).not.toContain('Video lessons');
    expect(courseResourceTypes({ 'det-interactive-writing': 'aB3_dE-fG9h' })).toContain('Video lessons');
  });
});
