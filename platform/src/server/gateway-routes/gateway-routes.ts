import { z } from 'zod';

/**
 * A path pattern of the gateway's route tables (see `matchesPathPattern`): '/', letters, digits and `-._~`, `{name}`
 * segments, and one `*` at the end; no `.` or `..` segment.
 */
const pathPattern = z
  .string()
  .max(200)
  .regex(/^\/(?:[A-Za-z0-9\-._~]+|\{\w+\})?(?:\/(?:[A-Za-z0-9\-._~]+|\{\w+\}))*\/?\*?$/, 'not a path pattern')
  .refine((pattern) => !pattern.split('/').some((segment) => /^\.+\*?$/.test(segment)), 'no `.` or `..` segments');

/**
 * What a team server answers through the gateway, as the team publishes it at `/remote/routes.json`: the gateway
 * composes its route tables from every team's. Where two teams' patterns both match a path, the more specific one
 * wins (the gateway's `RouteTable` says how), so a team may claim a path below another team's subtree.
 */
export const gatewayRoutesSchema = z.object({
  /** Calls (JSON APIs, form posts, images, redirects) the team's server answers at the same path. */
  api: z.array(pathPattern).max(500),
  /**
   * Page URLs whose view model the team's `/page<path>` answers and whose first HTML it renders. None lies under
   * `/api`, where only calls live.
   */
  pages: z.array(pathPattern.refine((pattern) => !/^\/api(\/|\*|$)/i.test(pattern), 'pages do not live under /api')).max(500),
  /** This team renders the pages no team claims: its not-found page. */
  unclaimedPages: z.boolean().default(false),
  /**
   * Of `api`, the writes that come from outside the shop's pages (a payment provider's form post) and cannot carry the
   * CSRF token.
   */
  csrfExempt: z.array(pathPattern).max(50).default([]),
  /** Of `api`, aids to developing and demonstrating the store (a mail viewer): the gateway lets only administrators in. */
  developmentAids: z.array(pathPattern).max(50).default([]),
});

export type GatewayRoutes = z.infer<typeof gatewayRoutesSchema>;

/** As a team writes its declaration: the lists it does not need may be left out. */
export type GatewayRoutesDeclaration = z.input<typeof gatewayRoutesSchema>;
