/** The eight-pointed star of Islamic geometry, drawn in the current colour; always decorative. */
export function StarOrnament({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.5">
        <rect x="21" y="21" width="58" height="58" />
        <rect x="21" y="21" width="58" height="58" transform="rotate(45 50 50)" />
        <circle cx="50" cy="50" r="14" />
        <circle cx="50" cy="50" r="46" strokeDasharray="2 5" />
      </g>
    </svg>
  );
}

/** A crescent with a small star, for the warm Ramadan accents of the banners; decorative. */
export function CrescentOrnament({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true" focusable="false">
      <path d="M62 14a38 38 0 1 0 0 72a30 30 0 1 1 0-72z" fill="currentColor" />
      <path d="M74 34l3 7 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z" fill="currentColor" />
    </svg>
  );
}
