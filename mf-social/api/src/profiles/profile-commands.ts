import type { Queryable } from '@storefront/platform/server';
import { aliasPattern, type ProfileCommand, type ProfileCommandResponse } from '../../../contract/social-profile';
import { activateProfile, setProfileField, setProfilePicture, type ProfileChange } from './profile-store';
import type { SocialProfile } from '../../../contract/social-profile';

const outcome = (commandId: string, result: SocialProfile | ProfileChange): ProfileCommandResponse =>
  typeof result === 'string' ? { commandId, success: false, resultType: result } : { commandId, success: true, profile: result };

/** Runs one profile command of the batch sent to the profile update endpoint for the member. */
export async function runProfileCommand(db: Queryable, memberId: string, command: ProfileCommand): Promise<ProfileCommandResponse> {
  const { commandId } = command;
  switch (command.$type) {
    case 'ActivateMySocialProfile':
      if (!aliasPattern.test(command.alias)) return { commandId, success: false, resultType: 'invalidAlias' };
      return outcome(commandId, await activateProfile(db, memberId, command.displayName, command.alias));
    case 'SetSocialAlias':
      if (!aliasPattern.test(command.alias)) return { commandId, success: false, resultType: 'invalidAlias' };
      return outcome(commandId, await setProfileField(db, memberId, 'alias', command.alias));
    case 'SetSocialDisplayName':
      return outcome(commandId, await setProfileField(db, memberId, 'display_name', command.displayName));
    case 'SetSocialDescription':
      return outcome(commandId, await setProfileField(db, memberId, 'description', command.description));
    case 'SetSocialProfileImage':
      return outcome(commandId, await setProfilePicture(db, memberId, 'profile_image_id', command.profileImageId));
    case 'DeleteSocialProfileImage':
      return outcome(commandId, await setProfilePicture(db, memberId, 'profile_image_id', null));
    case 'SetSocialCoverImage':
      return outcome(commandId, await setProfilePicture(db, memberId, 'cover_image_id', command.coverImageId));
    case 'DeleteSocialCoverImage':
      return outcome(commandId, await setProfilePicture(db, memberId, 'cover_image_id', null));
  }
}
