import type { MemberProfile } from '../../../contract/member-profile';
import { ResponseError, type Queryable } from '@storefront/platform/server';

export interface MemberRecord {
  profile: MemberProfile;
  passwordHash: string;
}

interface MemberRow {
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  birth_date: string | null;
  member_number: string;
  created_at: Date | string;
  email_subscription: boolean;
  text_subscription: boolean;
  password_hash: string;
}

/** The member's row; a session whose member is gone (deleted a moment ago) is as logged out. */
export async function findMember(db: Queryable, memberId: string, lock = false): Promise<MemberRecord> {
  const [row] = await db.query<MemberRow>(
    `SELECT email, first_name, last_name, phone_number, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, member_number, created_at,
            email_subscription, text_subscription, password_hash
     FROM members WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [memberId],
  );
  if (!row) throw new ResponseError(401, 'login_required', 'Log in to see this page.');
  return {
    profile: {
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      phoneNumber: row.phone_number,
      birthDate: row.birth_date,
      memberNumber: row.member_number,
      memberSince: new Date(row.created_at).toISOString(),
      emailSubscription: row.email_subscription,
      textSubscription: row.text_subscription,
    },
    passwordHash: row.password_hash,
  };
}

export const findProfile = async (db: Queryable, memberId: string) => (await findMember(db, memberId)).profile;

/** Changes the given columns of the member (the callers name them; values go as parameters). */
export async function updateMember(db: Queryable, memberId: string, changes: Partial<Record<'first_name' | 'last_name' | 'phone_number' | 'birth_date' | 'email_subscription' | 'text_subscription' | 'email', unknown>>): Promise<void> {
  const columns = Object.keys(changes);
  if (columns.length === 0) return;
  await db.query(
    `UPDATE members SET ${columns.map((column, index) => `${column} = $${index + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
    [memberId, ...Object.values(changes)],
  );
}
