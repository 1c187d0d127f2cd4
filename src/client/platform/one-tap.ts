/**
 * Google One Tap (SPEC §2, §4) for anonymous visitors, when config.googleClientId is set. Never on the sign-in
 * page itself (or the sign-in return point), never again in a session once dismissed, never for a visitor with a
 * session token (storage, or the session cookie: session.ts getToken). The identity provider's script is loaded
 * only then, after the page is idle.
 *
 * The chosen credential reaches onGoogleCredential(). Exchanging it for a session (POST {credential} to the
 * login endpoint, store the token, reload the user) belongs to the sign-in work, which plugs it in with
 * setGoogleCredentialHandler(); until then the credential is dropped.
 */
import { ONE_TAP_DISMISSED_KEY } from '../../shared/constants.ts';
import { getToken } from './session.ts';

const GSI_SRC = 'https://accounts.google.com/gsi/client';
/** Bare paths (any locale) where the prompt would compete with the page's own sign-in. */
const NOT_ON = new Set(['/login', '/oauth']);

interface PromptNotification {
  isSkippedMoment?(): boolean;
  isDismissedMoment?(): boolean;
  getDismissedReason?(): string;
}
interface GoogleId {
  initialize(config: Record<string, unknown>): void;
  prompt(listener?: (n: PromptNotification) => void): void;
}
// Not a global declaration: the sign-in button (google-button.ts) declares window.google with its own shape.
const googleId = () => (window as unknown as { google?: { accounts?: { id?: GoogleId } } }).google?.accounts?.id;

type CredentialHandler = (credential: string) => void | Promise<void>;
let handler: CredentialHandler | null = null;

/** For the sign-in work: what to do with a credential (exchange it at the login endpoint). */
export function setGoogleCredentialHandler(fn: CredentialHandler | null): void {
  handler = fn;
}

/** Called by the identity provider with the ID token the visitor picked. Stores nothing by itself. */
export async function onGoogleCredential(credential: string): Promise<void> {
  if (handler) await handler(credential);
}

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

export function shouldOfferOneTap(clientId: string, barePath: string): boolean {
  return clientId !== ''
    && !NOT_ON.has(barePath)
    && read(() => sessionStorage, ONE_TAP_DISMISSED_KEY) !== '1'
    && !getToken();
}

function rememberDismissal() {
  try {
    sessionStorage.setItem(ONE_TAP_DISMISSED_KEY, '1');
  } catch {
    /* no storage: it may be offered again on the next page */
  }
}

export function startOneTap(clientId: string, barePath: string): void {
  if (!shouldOfferOneTap(clientId, barePath)) return;
  const script = document.createElement('script');
  script.src = GSI_SRC;
  script.async = true;
  script.onload = async () => {
    const id = googleId();
    if (!id) return;
    // The ID token must carry a nonce our backend issued (single use), or sign-in is refused.
    const nonce = await fetch('/weapp/api/common/google/nonce', { credentials: 'same-origin' })
      .then((r) => (r.ok ? r.json() as Promise<{ nonce: string }> : null)).catch(() => null);
    if (!nonce) return;
    id.initialize({
      client_id: clientId,
      nonce: nonce.nonce,
      callback: (response: { credential?: string }) => {
        if (response.credential) void onGoogleCredential(response.credential);
      },
      cancel_on_tap_outside: true,
      itp_support: true,
      use_fedcm_for_prompt: true,
    });
    id.prompt((n) => {
      const closedByVisitor = n.isSkippedMoment?.() || (n.isDismissedMoment?.() && n.getDismissedReason?.() !== 'credential_returned');
      if (closedByVisitor) rememberDismissal();
    });
  };
  document.head.appendChild(script);
}
