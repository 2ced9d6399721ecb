import { migrate, type Database } from '@storefront/platform/server';
import { accountMigrations } from '../db/account-database';
import { cheapHasher } from '../testing/sessions';
import { accountTestBackends } from '../testing/account-test-backends';
import { silentLogger } from '../testing/test-app';
import { seedDemoMembers } from './demo-members';

describe.each(accountTestBackends().map((backend) => [backend.name, backend] as const))('demo members on %s', (_name, backend) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    await migrate(db, accountMigrations);
  }, 60_000);
  afterAll(() => dispose());

  const seed = () => seedDemoMembers({ db, passwords: cheapHasher, logger: silentLogger });
  const members = () =>
    db.query<{ email: string; password_hash: string; roles: string[]; club: boolean; email_subscription: boolean; text_subscription: boolean }>(
      `SELECT email, password_hash, roles, club_terms_accepted_at IS NOT NULL AS club, email_subscription, text_subscription
       FROM members ORDER BY email`,
    );

  test('the member, the administrator and the imported customer, with the documented passwords', async () => {
    await seed();
    const rows = await members();
    expect(rows.map(({ password_hash: _hash, ...row }) => row)).toEqual([
      { email: 'admin@example.com', roles: ['admin'], club: true, email_subscription: false, text_subscription: false },
      { email: 'imported@example.com', roles: [], club: false, email_subscription: false, text_subscription: false },
      { email: 'member@example.com', roles: [], club: true, email_subscription: true, text_subscription: false },
    ]);
    expect(await cheapHasher.verify(rows[2]!.password_hash, 'demo-password-1')).toBe(true);
    expect(await cheapHasher.verify(rows[0]!.password_hash, 'admin-password-1')).toBe(true);
  });

  test('seeding again (also two at once) changes nothing, and keeps what a member changed', async () => {
    await db.query("UPDATE members SET first_name = 'Changed' WHERE email = 'member@example.com'");
    const before = await members();
    await Promise.all([seed(), seed()]);
    expect(await members()).toEqual(before);
    expect(await db.query("SELECT first_name FROM members WHERE email = 'member@example.com'")).toEqual([{ first_name: 'Changed' }]);
  });

  test('a deleted demo member comes back', async () => {
    await db.query("DELETE FROM members WHERE email = 'imported@example.com'");
    await seed();
    expect((await members()).map((row) => row.email)).toContain('imported@example.com');
  });
});
