import { seededRandom } from '@storefront/platform/server';
import { skinTones, skinTypes } from '../../../contract/product-reviews';
import type { RatedProduct } from '../catalog/catalog-products';
import { demoReviewerNames, demoReviewTexts } from './demo-review-texts';

/** Reviews the demo writes of a product at most: enough to page, sort and filter, few enough to seed in seconds. */
export const maxDemoReviewsPerProduct = 6;
/** Demo reviewers; each reviews a product once at most. */
export const demoReviewerCount = demoReviewerNames.length * 10;

export interface DemoReview {
  sourceKey: string;
  /** Which demo reviewer (0 … demoReviewerCount - 1). */
  reviewer: number;
  stars: number;
  title: string;
  text: string;
  skinType: string | null;
  skinTone: string | null;
  isRecommended: boolean;
  helpfulCount: number;
  /** Days before today. */
  daysAgo: number;
}

export const demoReviewer = (index: number) => ({
  sourceKey: `demo:${index}`,
  alias: `demo-${index}`,
  displayName: demoReviewerNames[index % demoReviewerNames.length]!,
});

/** A number of the product's code, so its reviews are the same at every seed. */
function codeSeed(code: string): number {
  let hash = 2166136261;
  for (let index = 0; index < code.length; index++) hash = Math.imul(hash ^ code.charCodeAt(index), 16777619);
  return hash >>> 0;
}

/**
 * The demo reviews of a rated product: up to six, by different reviewers, whose stars average its rating (within a
 * star's half), with the skin details its reviews ask, over the last two years. The same product gets the same ones.
 */
export function demoReviewsOf(product: RatedProduct): DemoReview[] {
  const random = seededRandom(codeSeed(product.code));
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const count = Math.min(product.reviewCount, maxDemoReviewsPerProduct);
  const target = product.ratingTenths / 10;
  const first = Math.floor(random() * demoReviewerCount);
  const reviews: DemoReview[] = [];
  let starSum = 0;
  for (let index = 0; index < count; index++) {
    // Each review pulls the running average towards the rating (what the reviews so far lack, this one makes up), with
    // some spread; the last one makes up exactly, as far as five stars go.
    const wanted = target * (index + 1) - starSum;
    const spread = index === count - 1 ? 0 : (random() - 0.5) * 1.5;
    const stars = Math.min(5, Math.max(1, Math.round(wanted + spread)));
    starSum += stars;
    const text = pick(demoReviewTexts(stars));
    reviews.push({
      sourceKey: `demo:${product.code}:${index}`,
      // Steps of 7 through a pool of 240 never meet the same reviewer twice within six.
      reviewer: (first + index * 7) % demoReviewerCount,
      stars,
      title: text.title,
      text: text.text,
      skinType: product.reviewAttributes.includes('skinType') ? pick(skinTypes) : null,
      skinTone: product.reviewAttributes.includes('skinTone') ? pick(skinTones) : null,
      isRecommended: stars >= 4,
      helpfulCount: Math.floor(random() * random() * 25),
      daysAgo: Math.floor(random() * 720),
    });
  }
  return reviews;
}
