import type { ReactElement } from 'react';
import type { FragranceFamilyIcon } from '../../../contract/fragrance-finder';

/** The pictures of the scent families' tiles: decoration beside the family's name. */
const shapes: Record<FragranceFamilyIcon, ReactElement> = {
  flower: (
    <>
      {[0, 72, 144, 216, 288].map((angle) => (
        <ellipse key={angle} cx="16" cy="9" rx="4.5" ry="7" transform={`rotate(${angle} 16 16)`} />
      ))}
      <circle cx="16" cy="16" r="3.5" fill="#fff" />
    </>
  ),
  wave: <path d="M3 12c3-3 6-3 9 0s6 3 9 0 6-3 8 0M3 20c3-3 6-3 9 0s6 3 9 0 6-3 8 0" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />,
  tree: (
    <>
      <path d="M16 3 6 17h5l-4 6h18l-4-6h5z" />
      <rect x="14" y="23" width="4" height="6" />
    </>
  ),
  flame: <path d="M16 3c1 5 7 8 7 15a7 7 0 0 1-14 0c0-4 2-6 4-8 0 3 1 4 3 5-1-4 0-8 0-12z" />,
};

export function FamilyIcon({ icon }: { icon: FragranceFamilyIcon }) {
  return (
    <svg className="c_FamilyTiles__icon" viewBox="0 0 32 32" width="32" height="32" fill="currentColor" aria-hidden="true" focusable="false">
      {shapes[icon]}
    </svg>
  );
}
