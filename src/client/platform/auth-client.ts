/** What the sign-in forms need in the browser, loaded only when a form is used. */
export { api } from './api.ts';
export { setToken } from './session.ts';
export { announceSignup } from './signup-event.ts';
