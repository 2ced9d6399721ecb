import type { Database, Identity } from '@storefront/platform/server';
import type { PostPage } from '../../../contract/product-reviews';
import type { ActivityPost } from '../../../contract/social-profile-page';
import type { CatalogProducts } from '../catalog/catalog-products';
import { withProducts, type UnnamedPost } from '../catalog/with-products';
import { withLikesOf } from './liked-marks';

/**
 * A page of posts as the reader sees it wherever posts are listed (a feed, a profile, a hashtag, the latest posts, a
 * search, the saved ones): the products they are about named by the catalog in the reader's market, and the posts the
 * reader likes marked.
 */
export async function shownPosts<Post extends ActivityPost>(db: Database, catalog: CatalogProducts, page: PostPage<UnnamedPost<Post>>, identity: Identity) {
  return withLikesOf(db, identity.userId, await withProducts(catalog, page, identity));
}
