/** The server's refusals of a direct message (or of an answer to an invitation), in the member's words (refusalOf). */
export const messageRefusalWords = {
  unknown_profile: '/Social/Messages/UnknownProfile',
  unknown_conversation: '/Social/Messages/UnknownConversation',
  own_profile: '/Social/Messages/OwnProfile',
  takes_no_messages: '/Social/Messages/TakesNoMessages',
  invitation_pending: '/Social/Messages/InvitationPending',
  social_profile_required: '/Social/Form/ProfileRequired',
  posting_limit: '/Social/Moderation/PostingLimit',
};
