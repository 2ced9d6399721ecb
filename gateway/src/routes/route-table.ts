import { matchesPathPattern, type GatewayRoutes } from '@storefront/platform/server';
import { teamNames, type TeamName } from './teams';

/** What the gateway knows of each team's routes: a team never heard from is missing. */
export type TeamRouteDeclarations = Partial<Record<TeamName, GatewayRoutes>>;

interface Claim {
  team: TeamName;
  pattern: string;
}

/** How much of a path a pattern names: its characters before the first `{` or `*`. */
function namedLength(pattern: string): number {
  const open = pattern.search(/[{*]/);
  return open === -1 ? pattern.length : open;
}

/** Of two patterns naming as much, an exact path beats one with `{name}` segments, which beats a `*` one. */
function exactness(pattern: string): number {
  if (pattern.includes('*')) return 0;
  return pattern.includes('{') ? 1 : 2;
}

/**
 * Every team's patterns of one list, most specific first: where two teams' patterns match a path, the one that names
 * more of it wins (Account's '/api/catalog/variants/{code}/monitor' over the catalog's '/api/catalog/*'). Ties keep
 * the order of the teams, then of the declaration.
 */
function claimsOf(declarations: TeamRouteDeclarations, list: (routes: GatewayRoutes) => readonly string[]): Claim[] {
  const claims = teamNames.flatMap((team) => {
    const routes = declarations[team];
    return routes ? list(routes).map((pattern) => ({ team, pattern })) : [];
  });
  return claims.sort((a, b) => namedLength(b.pattern) - namedLength(a.pattern) || exactness(b.pattern) - exactness(a.pattern));
}

function ownerIn(claims: readonly Claim[], path: string): TeamName | null {
  return claims.find((claim) => matchesPathPattern(claim.pattern, path))?.team ?? null;
}

/**
 * The gateway's route tables, composed from the routes the teams declare (`/remote/routes.json`): which team answers
 * a call, which renders a page. `/internal` is never a team's here, whatever a team declares: the gateway refuses it
 * before it asks this table.
 */
export class RouteTable {
  /** Teams whose routes are not known yet (never answered since the gateway started): a path may be theirs. */
  readonly unheard: readonly TeamName[];
  private readonly api: Claim[];
  private readonly pages: Claim[];
  private readonly csrfExempt: Claim[];
  private readonly developmentAids: Claim[];
  /** The team that renders pages nobody claims, and so the shop's not-found page (null: no known team does). */
  readonly unclaimedPagesTeam: TeamName | null;

  constructor(declarations: TeamRouteDeclarations) {
    this.unheard = teamNames.filter((team) => !declarations[team]);
    this.api = claimsOf(declarations, (routes) => routes.api);
    this.pages = claimsOf(declarations, (routes) => routes.pages);
    this.csrfExempt = claimsOf(declarations, (routes) => routes.csrfExempt);
    this.developmentAids = claimsOf(declarations, (routes) => routes.developmentAids);
    this.unclaimedPagesTeam = teamNames.find((team) => declarations[team]?.unclaimedPages) ?? null;
  }

  /** The team whose server answers a call at this path, or null when no known team does (then it may be a page). */
  apiTeam(path: string): TeamName | null {
    return ownerIn(this.api, path);
  }

  /**
   * The team that renders the page at this path: its claimant, else the team that renders unclaimed pages (its
   * not-found page). Null while a team not heard from may claim it, or when no known team renders unclaimed pages.
   */
  pageTeam(path: string): TeamName | null {
    const claimant = ownerIn(this.pages, path);
    if (claimant || this.unheard.length > 0) return claimant;
    return this.unclaimedPagesTeam;
  }

  /** A write from outside the shop's pages to this path is let through without a CSRF token: its owner said so. */
  isCsrfExempt(path: string): boolean {
    return this.ownedBySameTeam(this.csrfExempt, path);
  }

  /** This path is a development aid of the team that answers it (administrators only). */
  isDevelopmentAid(path: string): boolean {
    return this.ownedBySameTeam(this.developmentAids, path);
  }

  /** A team's word about a path counts only for a path it answers: no team can open another's calls. */
  private ownedBySameTeam(claims: readonly Claim[], path: string): boolean {
    const team = ownerIn(claims, path);
    return team !== null && team === this.apiTeam(path);
  }
}
