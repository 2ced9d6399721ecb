export const teamNames = ['catalog', 'cart-checkout', 'account', 'social'] as const;

export type TeamName = (typeof teamNames)[number];

export type TeamUrls = Record<TeamName, string>;

const defaultTeamUrls: TeamUrls = {
  catalog: 'http://127.0.0.1:8101',
  'cart-checkout': 'http://127.0.0.1:8102',
  account: 'http://127.0.0.1:8103',
  social: 'http://127.0.0.1:8104',
};

const teamUrlEnv: Record<TeamName, string> = {
  catalog: 'CATALOG_URL',
  'cart-checkout': 'CART_CHECKOUT_URL',
  account: 'ACCOUNT_URL',
  social: 'SOCIAL_URL',
};

export function teamUrlsFromEnv(env: NodeJS.ProcessEnv = process.env): TeamUrls {
  return Object.fromEntries(
    teamNames.map((team) => [team, (env[teamUrlEnv[team]] || defaultTeamUrls[team]).replace(/\/+$/, '')]),
  ) as TeamUrls;
}

export function isTeamName(value: string): value is TeamName {
  return (teamNames as readonly string[]).includes(value);
}
