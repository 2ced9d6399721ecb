import type { Link } from '@storefront/platform';
import type { CategoryTreeNode, CategoryTreeViewModel } from '../../../contract/listing-pages';
import { catalogText } from '../catalog/catalog-texts';
import { categoryTree } from '../catalog/category-repository';
import { breadcrumbJsonLd, fallbackLinks, pageBase, withFallback } from './page-base';
import type { PageContext, PageResult } from './page-context';

export const categoryTreeUrl = '/c';

const flatten = (nodes: CategoryTreeNode[]): Link[] => nodes.flatMap((node) => [{ name: node.name, url: node.url }, ...flatten(node.children)]);

/** /c: every category, four levels deep, with the products in each. */
export async function categoryTreePage(context: PageContext): Promise<PageResult> {
  const { culture } = context.shopper;
  const heading = catalogText(culture, 'categories');
  const description = catalogText(culture, 'categoriesDescription');
  const categories = await categoryTree(context.db, culture);
  const breadcrumbs = [
    { name: catalogText(culture, 'home'), url: '/' },
    { name: heading, url: categoryTreeUrl },
  ];
  const page: CategoryTreeViewModel = {
    ...pageBase(context, {
      componentName: 'CategoryTreeViewModel',
      url: categoryTreeUrl,
      title: heading,
      description,
      section: 'category',
      jsonLd: [breadcrumbJsonLd(breadcrumbs)],
    }),
    componentName: 'CategoryTreeViewModel',
    heading,
    breadcrumbs,
    categories,
  };
  return {
    status: 200,
    page: withFallback(context, page, () => ({
      headings: [{ level: 1, text: heading }, ...categories.map((category) => ({ level: 2 as const, text: category.name }))],
      paragraphs: [description],
      links: fallbackLinks([breadcrumbs[0]!, ...flatten(categories)]),
    })),
  };
}
