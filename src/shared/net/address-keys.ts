/**
 * What a per-address limit counts. One IPv6 subscriber usually holds a whole /64 and can pick a fresh address
 * for every request, so an IPv6 address counts as its /64. IPv4 addresses are scarcer but a small pool in one
 * /24 is cheap to rent, so an IPv4 address also shares a wider budget with its /24 (`network`).
 */
export interface AddressKeys {
  /** The unit every per-address limit counts: the IPv4 address, or the IPv6 /64 (`2001:db8:1:2::/64`). */
  address: string;
  /** IPv4 only: the /24 that shares a wider budget (`198.51.100.0/24`). */
  network: string | null;
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ipv4Parts(text: string): number[] | null {
  const m = IPV4.exec(text);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts : null;
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const side = (s: string): number[] | null => {
    if (s === '') return [];
    const out: number[] = [];
    const pieces = s.split(':');
    for (const [i, piece] of pieces.entries()) {
      // A trailing dotted quad (::ffff:192.0.2.1) stands for the last two groups.
      if (i === pieces.length - 1 && piece.includes('.')) {
        const v4 = ipv4Parts(piece);
        if (!v4) return null;
        out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
        out.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return out;
  };
  const head = side(halves[0]!);
  const tail = halves.length === 2 ? side(halves[1]!) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
}

function v4Keys(parts: number[]): AddressKeys {
  return { address: parts.join('.'), network: `${parts.slice(0, 3).join('.')}.0/24` };
}

/** The keys for a client address as the edge reports it; anything unparseable counts as itself. */
export function addressKeys(raw: string | null | undefined): AddressKeys {
  const text = (raw ?? '').trim().toLowerCase().replace(/%.*$/, '');
  if (!text) return { address: 'unknown', network: null };
  const v4 = ipv4Parts(text);
  if (v4) return v4Keys(v4);
  const groups = ipv6Groups(text.replace(/^\[|\]$/g, ''));
  if (!groups) return { address: text.slice(0, 64), network: null };
  // IPv4-mapped addresses (::ffff:a.b.c.d) are IPv4 clients.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return v4Keys([groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255]);
  }
  return { address: `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`, network: null };
}
