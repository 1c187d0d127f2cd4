/** The brand mark: a speech bubble with a rising score line. Decorative; the link around it is labelled. */
export function Logo() {
  return (
    <svg className="logo" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="2" y="3" width="28" height="22" rx="7" fill="currentColor" />
      <path d="M9 25l-2 5 7-5" fill="currentColor" />
      <path d="M8 18l5-5 4 3 7-7" stroke="#fff" strokeWidth="2.6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
