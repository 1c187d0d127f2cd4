import { describe, expect, it } from 'vitest';
import doc from '../../docs/api.md?raw';
import { apiRoutes } from '../../src/worker/api/index.ts';

describe('docs/api.md', () => {
  it('lists exactly the calls the embedded backend answers', () => {
    const documented = new Set([...doc.matchAll(/^### (GET|POST) (\S+)$/gm)].map((m) => `${m[1]} ${m[2]}`));
    const served = new Set(apiRoutes.routes
      .filter((r) => r.method === 'GET' || r.method === 'POST')
      .filter((r) => !r.path.includes('*'))
      .map((r) => `${r.method} ${r.path.replace(/\/+/g, '/').replace(/\/$/, '')}`));
    expect([...served].sort()).toEqual([...documented].sort());
  });
});
