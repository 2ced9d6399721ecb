import { ResponseError } from '@storefront/platform/server';

/** The refusals of Social's writes, by code: the browser words them in the shopper's language. */
export const unknownPost = () => new ResponseError(404, 'unknown_post', 'This post is not there any more.');
export const unknownComment = () => new ResponseError(404, 'unknown_comment', 'This comment is not there any more.');
export const postKindDiffers = (kind: string) => new ResponseError(409, 'post_kind_differs', `This post is a ${kind}: change it as one.`);
export const unknownProduct = () => new ResponseError(404, 'unknown_product', 'There is no such product.');
export const profileRequired = () => new ResponseError(409, 'social_profile_required', 'Choose a display name and an alias first.');
export const reviewExists = () => new ResponseError(409, 'review_exists', 'You have already reviewed this product.');
export const catalogUnavailable = () => new ResponseError(503, 'catalog_unavailable', 'Posts cannot be written just now. Try again in a minute.');
export const unknownProfile = () => new ResponseError(404, 'unknown_profile', 'There is no such profile.');
export const ownProfile = () => new ResponseError(400, 'own_profile', 'You cannot follow your own profile.');
export const unknownImage = () => new ResponseError(404, 'unknown_image', 'There is no such picture of yours: upload it again.');
export const unknownStory = () => new ResponseError(404, 'unknown_story', 'This story is not there any more.');
export const unknownLookProducts = (codes: readonly string[]) =>
  new ResponseError(404, 'unknown_product', `These products are not in the shop: ${codes.join(', ')}. Choose them again.`);
export const reactionNotOffered = () => new ResponseError(400, 'reaction_not_offered', 'This post takes no such reaction: likes are for looks and pictures.');
