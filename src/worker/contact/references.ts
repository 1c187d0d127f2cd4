/**
 * Reference numbers people quote to support: a kind letter and eight characters from an alphabet without
 * look-alikes (no 0/O, 1/I/L, U), from the CSPRNG. 29^8 ≈ 5·10^11 values: collisions are refused by the
 * UNIQUE index and simply retried by the caller.
 */
import type { FormKind } from '../../shared/api/contact.ts';

const ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
export const REFERENCE_PATTERN = /^[CA]-[ABCDEFGHJKMNPQRSTVWXYZ2-9]{8}$/;

export function newReference(kind: FormKind): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  let s = '';
  for (const b of bytes) s += ALPHABET[b % ALPHABET.length];
  return `${kind === 'contact' ? 'C' : 'A'}-${s}`;
}
