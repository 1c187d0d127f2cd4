/**
 * The course catalogue (SPEC §2): the 15 slugs exactly as published, grouped into the five sections of the
 * courses page in SPEC order. Text lives in locales/*\/courses.json under course.{slug}.
 */
export type Skill = 'reading' | 'listening' | 'speaking' | 'writing' | 'vocabulary';
export type Subscore = 'reading' | 'listening' | 'speaking' | 'writing';

export interface Course {
  slug: string;
  section: Skill;
  /** Subscores the task feeds (DESIGN §3). */
  subscores: readonly Subscore[];
  /** Time limit as shown ("5 s per word"): kept as data so every locale shows the same figure. */
  timeLimitSeconds: number | null;
  perTest: string | null;
  /** Retired from the live test in July 2025 (still taught as practice). */
  legacy?: boolean;
  /** A video lesson is planned for this task (the vocabulary lessons are text only). */
  hasVideo: boolean;
}

export const COURSE_SECTIONS: readonly Skill[] = ['reading', 'listening', 'speaking', 'writing', 'vocabulary'];

export const COURSES: readonly Course[] = [
  { slug: 'det-read-and-select-course', section: 'reading', subscores: ['reading'], timeLimitSeconds: 5, perTest: '15–18', hasVideo: true },
  { slug: 'det-fill-in-the-blanks', section: 'reading', subscores: ['reading'], timeLimitSeconds: 20, perTest: '6–9', hasVideo: true },
  { slug: 'det-interactive-reading-course', section: 'reading', subscores: ['reading'], timeLimitSeconds: 480, perTest: '2–3', hasVideo: true },
  { slug: 'det-read-and-complete-prep-course', section: 'reading', subscores: ['reading'], timeLimitSeconds: 180, perTest: '3–6', hasVideo: true },
  { slug: 'det-prep-course-listen-and-type-questions', section: 'listening', subscores: ['listening'], timeLimitSeconds: 60, perTest: '6–9', hasVideo: true },
  { slug: 'det-prep-course-interactive-listening', section: 'listening', subscores: ['listening', 'writing'], timeLimitSeconds: 465, perTest: '2–3', hasVideo: true },
  { slug: 'det-course-speak-about-the-photo', section: 'speaking', subscores: ['speaking'], timeLimitSeconds: 90, perTest: '1', hasVideo: true },
  { slug: 'det-course-read-listen-then-speak', section: 'speaking', subscores: ['speaking'], timeLimitSeconds: 90, perTest: '1', hasVideo: true },
  { slug: 'det-prep-course-read-aloud', section: 'speaking', subscores: ['speaking'], timeLimitSeconds: 20, perTest: null, legacy: true, hasVideo: true },
  { slug: 'det-course-speaking-sample', section: 'speaking', subscores: ['speaking'], timeLimitSeconds: 180, perTest: '1', hasVideo: true },
  { slug: 'det-write-about-the-photo-course', section: 'writing', subscores: ['writing'], timeLimitSeconds: 60, perTest: '3', hasVideo: true },
  { slug: 'det-interactive-writing', section: 'writing', subscores: ['writing'], timeLimitSeconds: 480, perTest: '1', hasVideo: true },
  { slug: 'det-prep-course-writing-sample', section: 'writing', subscores: ['writing'], timeLimitSeconds: 300, perTest: '1', hasVideo: true },
  { slug: 'boost-det-vocabulary-7-adv-photo-desc-tech', section: 'vocabulary', subscores: ['writing', 'speaking'], timeLimitSeconds: null, perTest: null, hasVideo: false },
  { slug: 'det-listening-words', section: 'vocabulary', subscores: ['listening'], timeLimitSeconds: null, perTest: null, hasVideo: false },
];

export const COURSE_SLUGS: readonly string[] = COURSES.map((c) => c.slug);

export function findCourse(slug: string): Course | undefined {
  return COURSES.find((c) => c.slug === slug);
}

export function coursesIn(section: Skill): Course[] {
  return COURSES.filter((c) => c.section === section);
}

/** JSON-LD and page facts of the complete course (SPEC §3, §9). */
export const COMPLETE_COURSE = {
  code: 'DET-COMPLETE',
  level: 'Advanced',
  workload: 'P14D',
  priceValidFrom: '2025-01-01',
  published: '2024-01-01',
  modified: '2025-03-18',
  videoUploaded: '2025-03-01',
  resourceTypes: ['Video lessons', 'Text materials', 'Practice sets', 'Course material', 'Exam preparation'],
} as const;

/**
 * Published video lessons: course slug → YouTube video id (played from youtube-nocookie.com, which the CSP
 * allows). Empty until a lesson is recorded and published (ADR 038): a course shows a video player, and its
 * pages' JSON-LD a VideoObject, only when its id is here, so no page claims a video that does not exist.
 */
export const VIDEO_EMBEDS: Readonly<Record<string, string>> = {};

const YOUTUBE_ID = /^[\w-]{11}$/;

/** The course's published video id, or null while the lesson is still being recorded. */
export function videoEmbedId(course: Course, embeds: Readonly<Record<string, string>> = VIDEO_EMBEDS): string | null {
  const id = course.hasVideo ? embeds[course.slug] : undefined;
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The complete course's resource types as they exist today: "Video lessons" only once one is published. */
export function courseResourceTypes(embeds: Readonly<Record<string, string>> = VIDEO_EMBEDS): string[] {
  const anyVideo = COURSES.some((c) => videoEmbedId(c, embeds) !== null);
  return COMPLETE_COURSE.resourceTypes.filter((r) => anyVideo || r !== 'Video lessons');
}
