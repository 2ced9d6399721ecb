import { randomBytes } from 'node:crypto';
import type { MemberRole } from '@storefront/platform';
import type { AccountServices } from '../account-services';

interface DemoMember {
  email: string;
  /** Null: a password nobody knows (an imported customer sets one through "forgot password"). */
  password: string | null;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  roles: MemberRole[];
  clubMember: boolean;
  emailSubscription: boolean;
  textSubscription: boolean;
}

/** The shop's demo accounts (README, e2e): a club member, an administrator, and a customer imported without club terms. */
export const demoMembers: readonly DemoMember[] = [
  {
    email: 'member@example.com',
    password: 'demo-password-1',
    firstName: 'Maja',
    lastName: 'Medlem',
    phoneNumber: '+46 70 123 45 67',
    roles: [],
    clubMember: true,
    emailSubscription: true,
    textSubscription: false,
  },
  {
    email: 'admin@example.com',
    password: 'admin-password-1',
    firstName: 'Adam',
    lastName: 'Admin',
    phoneNumber: '+46 70 765 43 21',
    roles: ['admin'],
    clubMember: true,
    emailSubscription: false,
    textSubscription: false,
  },
  {
    email: 'imported@example.com',
    password: null,
    firstName: 'Ida',
    lastName: 'Importerad',
    phoneNumber: '',
    roles: [],
    clubMember: false,
    emailSubscription: false,
    textSubscription: false,
  },
];

/** Adds the demo members that are missing; one already there (changed or not) is left alone. Safe on every start. */
export async function seedDemoMembers(services: Pick<AccountServices, 'db' | 'passwords' | 'logger'>): Promise<void> {
  const { db, passwords } = services;
  const existing = new Set(
    (await db.query<{ email: string }>('SELECT email FROM members WHERE email = ANY($1::text[])', [demoMembers.map((member) => member.email)])).map(
      (row) => row.email,
    ),
  );
  let added = 0;
  for (const member of demoMembers) {
    if (existing.has(member.email)) continue;
    const passwordHash = await passwords.hash(member.password ?? randomBytes(24).toString('base64url'));
    const inserted = await db.query(
      `INSERT INTO members (email, password_hash, first_name, last_name, phone_number, roles, club_terms_accepted_at,
                            email_subscription, text_subscription, market, culture)
       VALUES ($1, $2, $3, $4, $5, $6::text[], CASE WHEN $7 THEN now() END, $8, $9, 'SE', 'sv-SE')
       ON CONFLICT (email) DO NOTHING RETURNING id`,
      [
        member.email,
        passwordHash,
        member.firstName,
        member.lastName,
        member.phoneNumber,
        member.roles,
        member.clubMember,
        member.emailSubscription,
        member.textSubscription,
      ],
    );
    added += inserted.length;
  }
  if (added > 0) services.logger.info({ added }, 'demo members added');
}
