import type { Queryable } from '@storefront/platform/server';

/**
 * The demo store's shared profile: the shop's own editors, a profile no member owns. An administrator may act as it
 * (its page offers "Act as this profile") and name the members who write as it (POST /api/admin/social/profile-agents/grant).
 */
export const demoSharedProfile = {
  alias: 'skonhetsredaktionen',
  displayName: 'Skönhetsredaktionen',
  description: 'Butikens egna skönhetsredaktörer: nyheter, tips och svar på era frågor.',
} as const;

/** Makes the demo shared profile unless its alias is taken (a second start changes nothing). */
export async function seedDemoSharedProfile(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO profiles (profile_id, alias, display_name, description) VALUES (gen_random_uuid(), $1, $2, $3) ON CONFLICT DO NOTHING`,
    [demoSharedProfile.alias, demoSharedProfile.displayName, demoSharedProfile.description],
  );
}
