/** Social profiles linked from the footer (SPEC §2: a video channel, X, a social network, a photo network). */
export const SOCIAL_LINKS = [
  { id: 'youtube', href: 'https://www.youtube.com/@detprep' },
  { id: 'x', href: 'https://x.com/detprep' },
  { id: 'facebook', href: 'https://www.facebook.com/detprep' },
  { id: 'instagram', href: 'https://www.instagram.com/detprep' },
] as const;
