/**
 * Resolves a session token to a viewer kind. Until the embedded backend's session store exists, every token is
 * treated as no session (the header shows Try for free); the sign-in work replaces this body.
 */
import type { Viewer } from '../../shared/viewer.ts';
import type { Bindings } from '../env.ts';

export async function viewerForToken(_env: Bindings, _token: string): Promise<Viewer> {
  return 'anonymous';
}
