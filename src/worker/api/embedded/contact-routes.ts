/**
 * The contact form and the affiliate application as JSON calls (issue 15): validated with the shared schemas,
 * handled by the one implementation the no-JavaScript form posts use too (contact/submit.ts).
 */
import { Hono, type Context } from 'hono';
import { AffiliateRequest, ContactRequest } from '../../../shared/api/contact.ts';
import type { AppEnv } from '../../env.ts';
import { submitForm } from '../../contact/submit.ts';
import { jsonBody } from '../http.ts';

export const contactRoutes = new Hono<AppEnv>();

function sent(c: Context<AppEnv>, reference: string) {
  return c.json({ status: 200 as const, message: 'Thank you. Your message was received.', reference });
}

contactRoutes.post('/common/portalContact', async (c) => {
  const value = await jsonBody(c, ContactRequest);
  return sent(c, (await submitForm(c, { kind: 'contact', value })).reference);
});

contactRoutes.post('/common/affiliateApply', async (c) => {
  const value = await jsonBody(c, AffiliateRequest);
  return sent(c, (await submitForm(c, { kind: 'affiliate', value })).reference);
});
