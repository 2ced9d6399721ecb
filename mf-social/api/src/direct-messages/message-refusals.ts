import { ResponseError } from '@storefront/platform/server';
import { unknownProfile } from '../posts/post-refusals';
import type { MessageRefusal } from './conversation-writes';

export const unknownConversation = () => new ResponseError(404, 'unknown_conversation', 'This conversation is not there.');

/** The refusal of a message that was not written, by code: the browser words it in the shopper's language. */
export const messageRefused: Record<MessageRefusal, () => ResponseError> = {
  unknownProfile,
  unknownConversation,
  ownProfile: () => new ResponseError(400, 'own_profile', 'You cannot write to yourself.'),
  takesNoMessages: () => new ResponseError(409, 'takes_no_messages', 'This profile takes no messages.'),
  invitationPending: () => new ResponseError(409, 'invitation_pending', 'They have not accepted your invitation yet: you can write again once they do.'),
};
