import type { ProductTagListPageViewModel } from '../../../contract/listing-pages';
import { catalogText } from '../catalog/catalog-texts';
import { allTags, tagLinkOf } from '../tags/tag-repository';
import { tagText } from '../tags/tag-texts';
import { breadcrumbJsonLd, fallbackLinks, pageBase, withFallback } from './page-base';
import type { PageContext, PageResult } from './page-context';

export const tagListUrl = '/tags';

/** /tags: the certificates, then the other tags, each with the number of products carrying it (none: not shown). */
export async function tagListPage(context: PageContext): Promise<PageResult> {
  const { culture } = context.shopper;
  const heading = tagText(culture, 'tags');
  const description = tagText(culture, 'tagsDescription');
  const tags = (await allTags(context.db, culture)).filter((tag) => tag.product_count > 0).map(tagLinkOf);
  const breadcrumbs = [
    { name: catalogText(culture, 'home'), url: '/' },
    { name: heading, url: tagListUrl },
  ];
  const page: ProductTagListPageViewModel = {
    ...pageBase(context, {
      componentName: 'ProductTagListPageViewModel',
      url: tagListUrl,
      title: heading,
      description,
      section: 'category',
      jsonLd: [breadcrumbJsonLd(breadcrumbs)],
    }),
    componentName: 'ProductTagListPageViewModel',
    heading,
    breadcrumbs,
    certificates: tags.filter((tag) => tag.isCertificate),
    tags: tags.filter((tag) => !tag.isCertificate),
  };
  return {
    status: 200,
    page: withFallback(context, page, () => ({
      headings: [{ level: 1, text: heading }],
      paragraphs: [description],
      links: fallbackLinks([breadcrumbs[0]!, ...tags.map((tag) => ({ name: `${tag.name} (${tag.productCount})`, url: tag.url }))]),
    })),
  };
}
