import { formatNumber, useCulture, usePhrase } from '@storefront/platform';
import type { LoyaltyStatus } from '../../../contract/loyalty';

/** The member's level, points, and how far it is to the next level (a labelled progress bar). */
export function LoyaltyProgress({ loyalty }: { loyalty: LoyaltyStatus }) {
  const t = usePhrase();
  const culture = useCulture();
  const { level, points, nextLevel, pointsToNextLevel } = loyalty;
  const pointsText = formatNumber(points, culture);
  return (
    <div className="a_Loyalty">
      <p className="a_Loyalty__level">{t('/MyPages/Loyalty/Level', { level: level.name })}</p>
      <p className="a_Loyalty__points">{t('/MyPages/Loyalty/Points', { points: pointsText })}</p>
      {nextLevel && pointsToNextLevel !== null ? (
        <>
          <progress
            className="a_Loyalty__progress"
            value={Math.max(0, points - level.minPoints)}
            max={Math.max(1, nextLevel.minPoints - level.minPoints)}
            aria-label={t('/MyPages/Loyalty/ProgressLabel', { level: nextLevel.name })}
            aria-valuetext={t('/MyPages/Loyalty/ProgressValue', {
              points: pointsText,
              needed: formatNumber(nextLevel.minPoints, culture),
            })}
          />
          <p className="a_Loyalty__next">
            {t('/MyPages/Loyalty/PointsToNext', { points: formatNumber(pointsToNextLevel, culture), level: nextLevel.name })}
          </p>
        </>
      ) : (
        <p className="a_Loyalty__next">{t('/MyPages/Loyalty/TopLevel')}</p>
      )}
    </div>
  );
}
