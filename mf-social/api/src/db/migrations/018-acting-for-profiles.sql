-- Team Social: members who write for a profile that is not their own (spec 02 §3, "Authorized profile"), and
-- administrators who act as a profile for a while (spec 02 §6, "Impersonating administrator").

-- A shared profile: one no single member owns (the shop's editors, a brand), written by the members an administrator
-- names its agents. Before, a profile was a member's or an imported author's; now it may be neither.
ALTER TABLE profiles DROP CONSTRAINT profiles_check;
ALTER TABLE profiles ADD CONSTRAINT profiles_owner_check CHECK (member_id IS NULL OR source_key IS NULL);

-- Who may write as a profile besides its own member, and who said so.
CREATE TABLE profile_agents (
  profile_id uuid NOT NULL REFERENCES profiles (profile_id) ON DELETE CASCADE,
  member_id  text NOT NULL,
  granted_by text NOT NULL,
  granted_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (profile_id, member_id)
);
CREATE INDEX profile_agents_member ON profile_agents (member_id);

-- An administrator acting as a profile: kept after it stops (who, as whom, from when to when). One at a time.
CREATE TABLE profile_impersonations (
  impersonation_id uuid PRIMARY KEY,
  admin_member_id  text NOT NULL,
  profile_id       uuid NOT NULL REFERENCES profiles (profile_id) ON DELETE CASCADE,
  started_at       timestamptz(3) NOT NULL DEFAULT now(),
  stopped_at       timestamptz(3),
  CHECK (stopped_at IS NULL OR stopped_at >= started_at)
);
CREATE UNIQUE INDEX profile_impersonations_open ON profile_impersonations (admin_member_id) WHERE stopped_at IS NULL;
