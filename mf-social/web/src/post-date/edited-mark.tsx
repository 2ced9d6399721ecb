import { usePhrase } from '@storefront/platform';

/** "(edited)" beside a post's or a comment's date once its writer has changed it. */
export function EditedMark({ editedAt }: { editedAt: string | null }) {
  const t = usePhrase();
  return editedAt ? <span>{t('/Social/Edit/Edited')}</span> : null;
}
