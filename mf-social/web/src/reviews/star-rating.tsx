import './star-rating.css';

/** Five stars filled to `value` (0–5), with `label` ("4.3 out of 5 stars") as the text a screen reader reads. */
export function StarRating({ value, label, size = 'small' }: { value: number; label: string; size?: 'small' | 'large' }) {
  const filled = `${Math.round((Math.min(5, Math.max(0, value)) / 5) * 1000) / 10}%`;
  return (
    <span className={`o_StarRating o_StarRating--${size}`}>
      <span className="o_StarRating__stars" aria-hidden="true">
        <span className="o_StarRating__empty">★★★★★</span>
        <span className="o_StarRating__filled" style={{ width: filled }}>
          ★★★★★
        </span>
      </span>
      <span className="p_visually-hidden">{label}</span>
    </span>
  );
}
