import type { CmsPageViewModel } from '../../../contract/content-pages';
import { cmsContent, cmsSlugs, cmsUrl } from '../cms/cms-pages';
import { notFoundPage } from './not-found-page';
import { pageBase, withFallback } from './page-base';
import type { PageContext, PageResult } from './page-context';

export async function cmsPage(context: PageContext, slug: string): Promise<PageResult> {
  const { culture } = context.shopper;
  const content = cmsContent(slug, culture);
  if (!content) return notFoundPage(context);
  const related = cmsSlugs
    .filter((other) => other !== slug)
    .map((other) => ({ name: cmsContent(other, culture)!.title, url: cmsUrl(other) }));
  const page: CmsPageViewModel = {
    ...pageBase(context, {
      componentName: 'CmsPageViewModel',
      url: cmsUrl(slug),
      title: content.title,
      description: content.intro,
      section: 'info',
    }),
    componentName: 'CmsPageViewModel',
    heading: content.title,
    intro: content.intro,
    body: content.body,
    related,
  };
  return {
    status: 200,
    page: withFallback(context, page, () => ({
      headings: [
        { level: 1, text: content.title },
        ...content.body.filter((block) => block.type === 'heading').map((block) => ({ level: 2 as const, text: block.text ?? '' })),
      ],
      paragraphs: [
        content.intro,
        ...content.body.flatMap((block) => (block.type === 'list' ? (block.items ?? []) : block.type === 'paragraph' ? [block.text ?? ''] : [])),
      ],
      links: related.map((link) => ({ href: link.url, text: link.name })),
    })),
  };
}
