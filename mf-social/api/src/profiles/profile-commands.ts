import type { Queryable } from '@storefront/platform/server';
import { aliasPattern, type ProfileCommand, type ProfileCommandResponse, type SocialProfile } from '../../../contract/social-profile';
import { activateProfile, setProfileField, setProfilePicture, type ProfileChange } from './profile-store';

const outcome = (commandId: string, result: SocialProfile | ProfileChange): ProfileCommandResponse =>
  typeof result === 'string' ? { commandId, success: false, resultType: result } : { commandId, success: true, profile: result };

/**
 * Runs one profile command of the batch sent to the profile update endpoint: onboarding makes the member's own
 * profile; the others change the profile the member acts as (`profileId`; null before onboarding: `noProfile`).
 */
export async function runProfileCommand(db: Queryable, memberId: string, profileId: string | null, command: ProfileCommand): Promise<ProfileCommandResponse> {
  const { commandId } = command;
  if (command.$type === 'ActivateMySocialProfile') {
    if (!aliasPattern.test(command.alias)) return { commandId, success: false, resultType: 'invalidAlias' };
    return outcome(commandId, await activateProfile(db, memberId, command.displayName, command.alias));
  }
  if (!profileId) return { commandId, success: false, resultType: 'noProfile' };
  switch (command.$type) {
    case 'SetSocialAlias':
      if (!aliasPattern.test(command.alias)) return { commandId, success: false, resultType: 'invalidAlias' };
      return outcome(commandId, await setProfileField(db, profileId, 'alias', command.alias));
    case 'SetSocialDisplayName':
      return outcome(commandId, await setProfileField(db, profileId, 'display_name', command.displayName));
    case 'SetSocialDescription':
      return outcome(commandId, await setProfileField(db, profileId, 'description', command.description));
    case 'SetSocialProfileImage':
      return outcome(commandId, await setProfilePicture(db, profileId, 'profile_image_id', command.profileImageId));
    case 'DeleteSocialProfileImage':
      return outcome(commandId, await setProfilePicture(db, profileId, 'profile_image_id', null));
    case 'SetSocialCoverImage':
      return outcome(commandId, await setProfilePicture(db, profileId, 'cover_image_id', command.coverImageId));
    case 'DeleteSocialCoverImage':
      return outcome(commandId, await setProfilePicture(db, profileId, 'cover_image_id', null));
  }
}
