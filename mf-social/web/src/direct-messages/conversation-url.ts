/** Where a conversation is open: the messages page with it. */
export const conversationUrl = (conversationId: string) => `/social/messages/${encodeURIComponent(conversationId)}`;

/** The reader's conversations and invitations. */
export const messagesUrl = '/social/messages';
