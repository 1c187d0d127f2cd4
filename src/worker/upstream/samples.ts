/** A course page's practice set from the upstream (API_ORIGIN set): GET /practice/sample, as docs/api.md has it. */
import { SampleResponse } from '../../shared/api/practice.ts';
import type { PublicItem } from '../../shared/exam/items.ts';
import type { TaskTypeId } from '../../shared/exam/task-types.ts';
import type { Bindings } from '../env.ts';
import { upstreamGet } from './articles.ts';

export async function upstreamSampleItems(env: Bindings, type: TaskTypeId, count: number): Promise<PublicItem[]> {
  const answer = await upstreamGet(env, `/practice/sample?type=${encodeURIComponent(type)}&count=${count}`, SampleResponse);
  return answer.items as PublicItem[];
}
