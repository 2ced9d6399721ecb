/*
 * Team Social's social autocomplete as the quick search (team Catalog's, in the header) reads it: the quick search
 * offers it when the shopper searches social content. Social's contract names this shape and rule; here both teams meet.
 */

/** Social search text of 1 character or less searches nothing: the quick search does not ask, Social refuses it. */
export const socialSearchMinLength = 2;

/** A completion: a profile or a hashtag, and the page picking it opens. */
export interface SocialCompletion {
  text: string;
  /** The text encrypted as GET /encryptsearchtext does it, for the search history. */
  encryptedText: string;
  kind: 'profile' | 'hashtag';
  url: string;
}

/**
 * GET /search/socialautocomplete?q= (at least 2 characters): profiles and hashtags starting with the text (only hashtags
 * when it starts with '#', only profiles with '@'), and the social search page for the whole text.
 */
export interface SocialAutocompleteResult {
  q: string;
  completions: SocialCompletion[];
  /** /social/search with the text encrypted as its q. */
  searchUrl: string;
}
