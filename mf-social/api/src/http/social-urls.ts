/** A profile as its page's title and the links to it name it: 'Anna B (@anna.b)'. */
export const profileName = (displayName: string, alias: string): string => `${displayName} (@${alias})`;

/** A profile's page: /social/profile/{alias}. */
export const profileUrl = (alias: string): string => `/social/profile/${encodeURIComponent(alias)}`;

/** A hashtag's page: the last segment the lowercase hashtag, URL-encoded. */
export const hashtagUrl = (hashtag: string): string => `/social/hashtag/${encodeURIComponent(hashtag)}`;

/** An uploaded picture, served at the shop's named widths (`?w=&q=&fmt=`, as every image URL takes them). */
export const imageUrl = (imageId: string): string => `/images/social/${imageId}`;

/** A profile's or cover's picture by its id, or null for none. */
export const pictureUrl = (imageId: string | null): string | null => (imageId ? imageUrl(imageId) : null);

/** The member's direct messages: /social/messages, and a conversation of theirs open on it. */
export const messagesUrl = '/social/messages';
export const conversationUrl = (conversationId: string): string => `${messagesUrl}/${encodeURIComponent(conversationId)}`;
