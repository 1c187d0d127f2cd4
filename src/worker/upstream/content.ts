/** Landing statistics and testimonials from the upstream (API_ORIGIN set), validated with the API schemas. */
import * as v from 'valibot';
import { StatsResponse, Testimonial } from '../../shared/api/schemas.ts';
import type { Bindings } from '../env.ts';
import { callUpstream, PAGE_UPSTREAM_TIMEOUT_MS, upstreamTimeout } from './fetch.ts';

async function getValid<S extends v.GenericSchema>(env: Bindings, path: string, schema: S): Promise<v.InferOutput<S>> {
  const answer = await callUpstream(env, path, { timeoutMs: upstreamTimeout(env, PAGE_UPSTREAM_TIMEOUT_MS) });
  if (answer.status !== 200) throw new Error(`upstream ${path} answered ${answer.status}`);
  return v.parse(schema, answer.json);
}

export const upstreamStats = (env: Bindings) => getValid(env, '/common/stats', StatsResponse);
export const upstreamTestimonials = (env: Bindings) => getValid(env, '/common/testimonials', v.array(Testimonial));
