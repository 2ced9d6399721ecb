import { lazyPart } from '@storefront/platform';
import type { OnboardingDialogProps } from './onboarding-dialog';

/**
 * The onboarding dialog, its fields and their rules: a chunk of its own, which a page that only may need it (a Follow
 * button, the product's sections) loads when a member without a profile sets out to write.
 */
export const OnboardingDialogPart = lazyPart<OnboardingDialogProps>(() => import(/* webpackChunkName: "onboarding-dialog" */ './onboarding-dialog'));
