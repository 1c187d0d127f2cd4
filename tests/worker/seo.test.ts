import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/locales.ts';
import { indexablePaths } from '../../src/shared/routes.ts';
import { COURSE_SLUGS } from '../../src/shared/courses.ts';
import { PROD, get, jsonLd, page } from './helpers.ts';
import { videoJsonLd } from '../../src/worker/pages/courses.tsx';
import type { PageContext } from '../../src/worker/pages/types.ts';

describe('indexing by host', () => {
  it('marks every non-production host noindex (meta and header)', async () => {
    const { res, html } = await page('/courses');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('lets the production host be indexed', async () => {
    const { res, html } = await page('/courses', PROD);
    expect(res.headers.get('x-robots-tag')).toBeNull();
    expect(html).toContain('<meta name="robots" content="index, follow"/>');
  });

  it('keeps account pages out of the index even on production', async () => {
    const { html } = await page('/login', PROD);
    expect(html).toContain('content="noindex, nofollow"');
  });

  it('serves robots.txt that blocks previews and points production at the sitemap', async () => {
    expect(await (await get('/robots.txt')).text()).toContain('Disallow: /');
    const prod = await (await get('/robots.txt', { base: PROD })).text();
    expect(prod).toContain('Sitemap: https://detprep.com/sitemap.xml');
  });
});

describe('canonical and hreflang', () => {
  it('is self-canonical without the query, fully qualified on the production host', async () => {
    const { html } = await page('/ja/courses?utm_source=x');
    expect(html).toContain('<link rel="canonical" href="https://detprep.com/ja/courses"/>');
  });

  it('lists all 13 locales plus x-default', async () => {
    const { html } = await page('/de/pricing');
    const alts = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]);
    expect(alts).toHaveLength(14);
    for (const l of LOCALES) expect(alts).toContainEqual([l.code, `https://detprep.com${l.code === 'en' ? '' : `/${l.code}`}/pricing`]);
    expect(alts).toContainEqual(['x-default', 'https://detprep.com/pricing']);
  });

  it('has a title, a description and Open Graph tags per page and locale', async () => {
    const en = await page('/mock-exam');
    const ko = await page('/ko/mock-exam');
    const title = (h: string) => /<title>([^<]+)<\/title>/.exec(h)?.[1];
    expect(title(en.html)).toBeTruthy();
    expect(title(ko.html)).not.toBe(title(en.html));
    expect(ko.html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
    expect(ko.html).toContain('<meta property="og:locale" content="ko_KR"/>');
  });
});

describe('sitemap.xml', () => {
  it('lists every public route in all 13 locales with alternates', async () => {
    const res = await get('/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Plus every article in each language it exists in (issue 13: articles come from D1).
    const articles = await env.DB.prepare('SELECT COUNT(*) AS n FROM articles').first<{ n: number }>();
    expect(locs).toHaveLength(indexablePaths().length * 13 + articles!.n);
    expect(locs).toContain('https://detprep.com/th/courses/det-fill-in-the-blanks');
    expect(locs).toContain('https://detprep.com/');
    expect(locs).not.toContain('https://detprep.com/login');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://detprep.com/courses"/>');
    for (const slug of COURSE_SLUGS) expect(locs).toContain(`https://detprep.com/courses/${slug}`);
  });

  it('is linked from the /sitemap page', async () => {
    const { html } = await page('/sitemap');
    expect(html).toContain('href="/sitemap.xml"');
  });
});

describe('JSON-LD on the courses page', () => {
  it('describes the complete course, the FAQ and the breadcrumb, and claims no unpublished video', async () => {
    const { html } = await page('/courses', PROD);
    const items = jsonLd(html);
    const course = items.find((i) => i['@type'] === 'Course') as Record<string, any>;
    expect(course).toBeDefined();
    expect(course['@context']).toBe('https://schema.org');
    expect(course.courseCode).toBe('DET-COMPLETE');
    expect(course.educationalLevel).toBe('Advanced');
    expect(course.hasCourseInstance).toMatchObject({ courseMode: 'online', courseWorkload: 'P14D' });
    expect(course.offers).toMatchObject({ price: 0, priceCurrency: 'USD', validFrom: '2025-01-01' });
    expect(course.datePublished).toBe('2024-01-01');
    expect(course.dateModified).toBe('2025-03-18');
    // No lesson video is published yet (ADR 038): no "Video lessons" claim and no VideoObject for a video that
    // does not exist; the rest of SPEC §3's resource types stay.
    expect(course.learningResourceType).toEqual(['Text materials', 'Practice sets', 'Course material', 'Exam preparation']);
    expect(items.filter((i) => i['@type'] === 'VideoObject')).toEqual([]);
    const faq = items.find((i) => i['@type'] === 'FAQPage') as Record<string, any>;
    expect(faq.mainEntity).toHaveLength(5);
    for (const q of faq.mainEntity) {
      expect(q['@type']).toBe('Question');
      expect(q.acceptedAnswer['@type']).toBe('Answer');
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(20);
    }
    const crumbs = items.find((i) => i['@type'] === 'BreadcrumbList') as Record<string, any>;
    expect(crumbs.itemListElement.map((e: any) => e.item)).toEqual(['https://detprep.com/', 'https://detprep.com/courses']);
  });

  it('a published lesson gets a VideoObject that points at the real video', () => {
    const ctx = { t: { t: (key: string) => key } } as unknown as PageContext;
    expect(videoJsonLd(ctx, 'det-interactive-writing', 'aB3_dE-fG9h', 1)).toMatchObject({
      '@type': 'VideoObject', uploadDate: '2025-03-01', inLanguage: 'en', position: 1,
      name: 'course.det-interactive-writing.videoTitle',
      embedUrl: 'https://www.youtube-nocookie.com/embed/aB3_dE-fG9h',
      thumbnailUrl: 'https://i.ytimg.com/vi/aB3_dE-fG9h/hqdefault.jpg',
    });
  });

  it('renders the courses page sections in SPEC order with their anchors', async () => {
    const { html } = await page('/courses');
    const ids = ['breadcrumb', 'completeCourse', 'section-0', 'section-1', 'section-2', 'section-3', 'writing', 'vocabulary', 'faq'];
    const positions = ids.map((id) => html.indexOf(`id="${id}"`));
    positions.forEach((p, i) => expect(p, ids[i]).toBeGreaterThan(-1));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});
