/**
 * Password hashing within Worker limits (DESIGN §5): PBKDF2-SHA256 through WebCrypto, capped at 100,000
 * iterations (the production runtime refuses more), 16-byte salt, self-describing strings
 * "pbkdf2-sha256$<iterations>$<salt hex>$<hash hex>", constant-time comparison, and a dummy hash so an unknown
 * e-mail costs the same time as a wrong password.
 */
import { constantTimeEqual, toHex } from './crypto.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password.normalize('NFKC')), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
  return toHex(bits);
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${toHex(salt)}$${await derive(password, salt, PBKDF2_ITERATIONS)}`;
}

/** A hash of no one's password: verified against when the account does not exist, to keep timing flat. */
const DUMMY_HASH = `pbkdf2-sha256$${PBKDF2_ITERATIONS}$00000000000000000000000000000000$${'0'.repeat(64)}`;

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, iter, saltHex, hashHex] = (stored ?? DUMMY_HASH).split('$');
  const iterations = Number(iter);
  if (scheme !== 'pbkdf2-sha256' || !Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS || !saltHex || !hashHex) {
    await derive(password, fromHex(DUMMY_HASH.split('$')[2]!), PBKDF2_ITERATIONS);
    return false;
  }
  const computed = await derive(password, fromHex(saltHex), iterations);
  return stored !== null && stored !== undefined && constantTimeEqual(computed, hashHex);
}

/** Refuses passwords that are too common to survive a guessing attack, or that are the e-mail itself. */
export function passwordProblem(password: string, email?: string | null): 'password_common' | 'password_is_email' | null {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'password_common';
  if (email && lower === email.toLowerCase()) return 'password_is_email';
  return null;
}
