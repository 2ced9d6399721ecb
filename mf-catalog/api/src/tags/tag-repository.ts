import type { Culture } from '@storefront/platform';
import type { ProductTag, ProductTagLink } from '../../../contract/listing-pages';
import type { Queryable } from '@storefront/platform/server';
import { tagText } from './tag-texts';

export interface TagRecord {
  code: string;
  name: string;
  description: string;
  is_certificate: boolean;
  product_count: number;
}

const selectTag = `
  SELECT t.code, tn.name, tn.description, t.is_certificate,
         (SELECT count(*)::int FROM product_tags pt JOIN products p ON p.code = pt.product_code
          WHERE pt.tag_code = t.code AND NOT p.show_in_pos_only) AS product_count
  FROM tags t JOIN tag_names tn ON tn.tag_code = t.code AND tn.culture = $1`;

/** A certificate's page is /certificates/{code}, any other tag's /tags/{code}. */
export const tagUrl = (code: string, isCertificate: boolean) => `/${isCertificate ? 'certificates' : 'tags'}/${code}`;

/** Every tag in the vocabulary's order, each with the number of products carrying it. */
export function allTags(db: Queryable, culture: Culture): Promise<TagRecord[]> {
  return db.query<TagRecord>(`${selectTag} ORDER BY t.sort_order, t.code`, [culture]);
}

export async function tagByCode(db: Queryable, code: string, culture: Culture): Promise<TagRecord | null> {
  const [row] = await db.query<TagRecord>(`${selectTag} WHERE t.code = $2`, [culture, code]);
  return row ?? null;
}

export const tagLinkOf = (tag: TagRecord): ProductTagLink => ({
  code: tag.code,
  name: tag.name,
  url: tagUrl(tag.code, tag.is_certificate),
  productCount: tag.product_count,
  isCertificate: tag.is_certificate,
});

/** The tag as pages and calls show it: a tag without a description of its own says what it lists. */
export const productTagOf = (tag: TagRecord, culture: Culture): ProductTag => ({
  code: tag.code,
  name: tag.name,
  url: tagUrl(tag.code, tag.is_certificate),
  description: tag.description || tagText(culture, 'tagDescription', { name: tag.name }),
  isCertificate: tag.is_certificate,
  productCount: tag.product_count,
});
