import type { PageBase } from '@storefront/platform';

/*
 * The club: loyalty levels, a member's status and the club page.
 */

export interface LoyaltyLevel {
  id: string;
  name: string;
  /** Points earned in the last 12 months needed for this level. */
  minPoints: number;
  benefits: string[];
}

/** GET /api/my/loyalty/current-level. */
export interface LoyaltyStatus {
  level: LoyaltyLevel;
  points: number;
  nextLevel: LoyaltyLevel | null;
  pointsToNextLevel: number | null;
}

/** `/club` */
export interface ClubPageViewModel extends PageBase {
  componentName: 'ClubPageViewModel';
  levels: LoyaltyLevel[];
  faq: { question: string; answer: string }[];
  /** Null for visitors. */
  loyalty: LoyaltyStatus | null;
}
