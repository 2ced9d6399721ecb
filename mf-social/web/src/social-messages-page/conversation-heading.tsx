import { usePhrase } from '@storefront/platform';
import type { PostAuthor } from '../../../contract/product-reviews';
import { AuthorLink } from '../post-author/author-link';

/** "Conversation with Anna B", the name a link to their profile wherever the language puts it. */
export function ConversationHeading({ id, author }: { id: string; author: PostAuthor }) {
  const t = usePhrase();
  const [before = '', after = ''] = t('/Social/Messages/ConversationWith').split('{name}');
  return (
    <h2 id={id} className="o_SectionHeading">
      {before}
      <AuthorLink author={author} />
      {after}
    </h2>
  );
}
