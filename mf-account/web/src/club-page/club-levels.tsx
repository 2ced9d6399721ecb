import { formatNumber, useCulture, usePhrase } from '@storefront/platform';
import type { LoyaltyLevel } from '../../../contract/loyalty';

/** Every level from the first, with the points it takes and its benefits; the member's own level is marked. */
export function ClubLevels({ levels, currentLevelId }: { levels: LoyaltyLevel[]; currentLevelId: string | null }) {
  const t = usePhrase();
  const culture = useCulture();
  const ordered = [...levels].sort((a, b) => a.minPoints - b.minPoints);
  return (
    <ol className="a_ClubLevels">
      {ordered.map((level) => {
        const isCurrent = level.id === currentLevelId;
        return (
          <li key={level.id} className={isCurrent ? 'a_ClubLevels__level a_ClubLevels__level--current' : 'a_ClubLevels__level'}>
            <h3 className="a_ClubLevels__name">
              {level.name}
              {isCurrent && <span className="a_ClubLevels__badge"> {t('/MyPages/Club/CurrentLevel')}</span>}
            </h3>
            <p className="a_ClubLevels__points">
              {level.minPoints === 0
                ? t('/MyPages/Club/FromStart')
                : t('/MyPages/Club/FromPoints', { points: formatNumber(level.minPoints, culture) })}
            </p>
            <ul className="a_ClubLevels__benefits" aria-label={t('/MyPages/Club/BenefitsOf', { level: level.name })}>
              {level.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
