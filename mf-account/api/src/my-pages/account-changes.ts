import { accountRules, type Culture } from '@storefront/platform';
import type { ProfileChangeResponse } from '../../../contract/member-profile';
import { isUniqueViolation, ResponseError } from '@storefront/platform/server';
import type { AccountServices } from '../account-services';
import { isEmailAddress, normalizeEmail } from '../login/email-address';
import { ordersApiText } from '../pages/orders-api-text';
import { accountDeletedMail, emailChangedMail } from './account-mails';
import { findMember, findProfile, updateMember } from './member-profile';

interface Member {
  memberId: string;
  culture: Culture;
  impersonatorId: string | null;
}

/** Changing the e-mail and deleting the account are the customer's own acts, never an administrator's acting as them. */
function refuseWhileImpersonating(who: Member): void {
  if (who.impersonatorId) throw new ResponseError(403, 'not_while_impersonating', 'Only the customer may do this, not an administrator acting as them.');
}

/** The password, checked the way login checks it; an over-long one is wrong without being hashed. */
async function passwordMatches(services: AccountServices, passwordHash: string, password: string): Promise<boolean> {
  if (password.length === 0 || password.length > accountRules.maxPasswordLength) return false;
  return services.passwords.verify(passwordHash, password);
}

/**
 * POST /api/my/profile/change-email: the password must be right and the new address valid and free (the unique
 * index decides, so two accounts racing for one address cannot both get it). The old address is told by mail, in
 * the same transaction as the change.
 */
export async function changeEmail(services: AccountServices, who: Member, input: { newEmail: string; password: string }): Promise<ProfileChangeResponse> {
  refuseWhileImpersonating(who);
  const text = ordersApiText(who.culture);
  const refused = (field: 'newEmail' | 'password', key: string): ProfileChangeResponse => ({ success: false, message: text(key), fieldErrors: { [field]: text(key) } });
  const newEmail = normalizeEmail(input.newEmail);
  if (!isEmailAddress(newEmail)) return refused('newEmail', '/OrdersApi/Profile/InvalidEmail');
  const { profile, passwordHash } = await findMember(services.db, who.memberId);
  if (newEmail === profile.email) return refused('newEmail', '/OrdersApi/Profile/SameEmail');
  if (!(await passwordMatches(services, passwordHash, input.password))) return refused('password', '/OrdersApi/Profile/WrongPassword');
  try {
    const changed = await services.db.transaction(async (tx) => {
      await updateMember(tx, who.memberId, { email: newEmail });
      await services.outbox.enqueue(emailChangedMail(profile.email, newEmail, who.culture, services.publicUrl), tx);
      return findProfile(tx, who.memberId);
    });
    return { success: true, message: text('/OrdersApi/Profile/EmailChanged'), profile: changed };
  } catch (error) {
    if (isUniqueViolation(error)) return refused('newEmail', '/OrdersApi/Profile/EmailTaken');
    throw error;
  }
}

/**
 * POST /api/my/profile/delete-account: with the right password, the member row goes (sessions, lists, returns and
 * the rest go with it by their foreign keys) and a last mail is written, in one transaction.
 */
export async function deleteAccount(services: AccountServices, who: Member, input: { password: string }): Promise<{ response: ProfileChangeResponse; deleted: boolean }> {
  refuseWhileImpersonating(who);
  const text = ordersApiText(who.culture);
  const { profile, passwordHash } = await findMember(services.db, who.memberId);
  if (!(await passwordMatches(services, passwordHash, input.password))) {
    const message = text('/OrdersApi/Profile/WrongPassword');
    return { response: { success: false, message, fieldErrors: { password: message } }, deleted: false };
  }
  await services.db.transaction(async (tx) => {
    await services.outbox.enqueue(accountDeletedMail(profile.email, who.culture, services.publicUrl), tx);
    await tx.query('DELETE FROM members WHERE id = $1', [who.memberId]);
  });
  services.logger.info({ memberId: who.memberId }, 'account deleted by its member');
  return { response: { success: true, message: text('/OrdersApi/Profile/AccountDeleted') }, deleted: true };
}
