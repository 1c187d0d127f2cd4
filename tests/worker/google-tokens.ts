/** Google ID tokens signed by a local key set that the worker is told to trust (no network). */
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type JWK } from 'jose';
import { useGoogleKeysForTesting } from '../../src/worker/auth/google.ts';
import { call } from './api-helpers.ts';

export const CLIENT_ID = 'test-client.apps.googleusercontent.com';
let privateKey: CryptoKey | undefined;

export async function trustLocalGoogleKeys(): Promise<void> {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'local-key', alg: 'RS256', use: 'sig' };
  useGoogleKeysForTesting(createLocalJWKSet({ keys: [jwk] }));
}

export function forgetLocalGoogleKeys(): void {
  useGoogleKeysForTesting(undefined);
}

export async function googleIdToken(claims: { sub?: string; email?: string; name?: string } = {}): Promise<string> {
  if (!privateKey) throw new Error('call trustLocalGoogleKeys() first');
  const now = Math.floor(Date.now() / 1000);
  const { nonce } = (await call('/common/google/nonce')).json;
  return new SignJWT({
    email: claims.email ?? `g.${crypto.randomUUID().slice(0, 8)}@gmail.com`, email_verified: true,
    name: claims.name ?? 'Gabriel', picture: 'https://lh3.googleusercontent.com/a/photo', nonce,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'local-key', typ: 'JWT' })
    .setIssuer('https://accounts.google.com')
    .setAudience(CLIENT_ID)
    .setSubject(claims.sub ?? `sub-${crypto.randomUUID()}`)
    .setIssuedAt(now - 10)
    .setExpirationTime(now + 3600)
    .sign(privateKey);
}
