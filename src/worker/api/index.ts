/**
 * /weapp/api: the proxy to an upstream backend (API_ORIGIN) or the embedded backend on D1. Until those land,
 * every call answers the SPEC §8 error shape.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';

export const apiRoutes = new Hono<AppEnv>();

apiRoutes.all('*', (c) => c.json({ status: 404, message: 'Not Found' }, 404));
