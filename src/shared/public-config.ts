/** Configuration the browser may know (never secrets), sent in the page's boot JSON. Empty string = off. */
export interface PublicConfig {
  supportEmail: string;
  buildId: string;
  googleClientId: string;
  chatWidgetUrl: string;
  fbPixelId: string;
  /** Parent domain for the session cookie; '' = host-only. */
  cookieDomain: string;
}
