/**
 * Headers for a call from one of our servers to another: the gateway's page, page HTML, app shell and menu calls, and
 * a team's calls to another team. Team servers compress what they answer, and Node's fetch asks for gzip by itself;
 * on loopback that costs both sides CPU on every call and saves nothing, so these calls ask for the plain answer.
 */
export const serviceCallHeaders = { 'accept-encoding': 'identity' } as const;
