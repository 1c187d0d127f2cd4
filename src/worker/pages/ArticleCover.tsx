/** An article's cover, drawn: a gradient card with a simple line motif (no external images). */
import { COVER_COLOURS } from '../../shared/blog.ts';

const MOTIFS: Record<string, React.ReactNode> = {
  gauge: <><path d="M60 110a60 60 0 0 1 120 0" /><path d="M120 110l30-38" /><circle cx="120" cy="110" r="6" /></>,
  calendar: <><rect x="70" y="50" width="100" height="80" rx="8" /><path d="M70 75h100M95 40v20M145 40v20M90 95h12M114 95h12M138 95h12M90 112h12M114 112h12" /></>,
  mic: <><rect x="105" y="40" width="30" height="55" rx="15" /><path d="M90 85a30 30 0 0 0 60 0M120 115v15M105 130h30" /></>,
  pen: <><path d="M80 130l10-30 60-60 20 20-60 60z" /><path d="M140 50l20 20M80 130h90" /></>,
  laptop: <><rect x="80" y="45" width="80" height="55" rx="5" /><path d="M65 115h110l-10-15H75z" /><path d="M110 72l8 8 16-16" /></>,
  repeat: <><path d="M80 80a40 40 0 0 1 70-25l10 10M160 90a40 40 0 0 1-70 25l-10-10" /><path d="M160 50v15h-15M80 130v-15h15" /></>,
  book: <><path d="M120 55c-15-10-35-10-50-5v75c15-5 35-5 50 5 15-10 35-10 50-5V50c-15-5-35-5-50 5z" /><path d="M120 55v75" /></>,
  headphones: <><path d="M80 110V90a40 40 0 0 1 80 0v20" /><rect x="72" y="100" width="18" height="30" rx="6" /><rect x="150" y="100" width="18" height="30" rx="6" /></>,
  checklist: <><path d="M80 55l8 8 14-14M80 90l8 8 14-14M80 125l8 8 14-14" /><path d="M115 60h50M115 95h50M115 130h35" /></>,
  globe: <><circle cx="120" cy="88" r="45" /><path d="M75 88h90M120 43c-20 25-20 65 0 90M120 43c20 25 20 65 0 90" /></>,
};

export function ArticleCover({ cover, className }: { cover: string; className?: string }) {
  const [motif = 'book', colour = 'indigo'] = cover.split('/');
  const [from, to] = COVER_COLOURS[colour] ?? COVER_COLOURS.indigo!;
  const id = `cover-${motif}-${colour}`;
  return (
    <svg className={`article-cover ${className ?? ''}`} viewBox="0 0 240 170" role="presentation" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1"><stop offset="0" stopColor={from} /><stop offset="1" stopColor={to} /></linearGradient>
      </defs>
      <rect width="240" height="170" fill={`url(#${id})`} />
      <circle cx="210" cy="25" r="40" fill="#fff" opacity="0.12" />
      <circle cx="25" cy="160" r="30" fill="#fff" opacity="0.1" />
      <g fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round">{MOTIFS[motif] ?? MOTIFS.book}</g>
    </svg>
  );
}
