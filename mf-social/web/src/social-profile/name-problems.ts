import type { Translate } from '@storefront/platform';
import { aliasPattern } from '../social-rules/social-rules';

/** What is wrong with a display name and alias as typed, worded for their fields; none when both may be sent. */
export interface NameProblems {
  displayName?: string;
  alias?: string;
}

/** Both are needed, and the alias follows the alias rule: checked before anything is sent (onboarding, the profile). */
export function nameProblems(t: Translate, { displayName, alias }: { displayName: string; alias: string }): NameProblems {
  const found: NameProblems = {};
  if (displayName.trim() === '') found.displayName = t('/Social/Form/Required');
  if (alias.trim() === '') found.alias = t('/Social/Form/Required');
  else if (!aliasPattern.test(alias.trim())) found.alias = t('/Social/Onboarding/InvalidAlias');
  return found;
}
