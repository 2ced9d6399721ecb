/**
 * Where the e2e store listens: gateway on E2E_PORT (18080), team servers at their offsets from it, the control port
 * 19 above it. Two checkouts on one machine run their suites side by side with different E2E_PORTs.
 */
export const e2eBasePort = Number(process.env.E2E_PORT ?? 18080);
export const e2eBaseUrl = process.env.E2E_BASE_URL ?? `http://localhost:${e2eBasePort}`;
