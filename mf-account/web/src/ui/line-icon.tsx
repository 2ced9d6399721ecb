/**
 * A decorative outline icon (the button it sits in carries the name), drawn from one path on a 24 × 24 grid; a
 * `filled` one shows a pressed or non-empty state.
 */
export function LineIcon({ path, filled = false, size = 24, className }: { path: string; filled?: boolean; size?: number; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.75" strokeLinejoin="round" d={path} />
    </svg>
  );
}
