import type { Queryable } from '@storefront/platform/server';
import type { AdminCustomer } from './impersonation-types';

export const customerSearchLimit = 20;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Customers whose e-mail contains `query` or whose member number is it, by e-mail. */
export async function searchCustomers(db: Queryable, query: string): Promise<AdminCustomer[]> {
  const rows = await db.query<{ id: string; email: string; member_number: string; first_name: string; last_name: string; roles: string[] }>(
    `SELECT id, email, member_number, first_name, last_name, roles FROM members
     WHERE email LIKE $1 ESCAPE '\\' OR member_number = $2
     ORDER BY email LIMIT $3`,
    [likePattern(query.toLowerCase()), query, customerSearchLimit],
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    memberNumber: row.member_number,
    firstName: row.first_name,
    lastName: row.last_name,
    isAdmin: row.roles.includes('admin'),
  }));
}
