/**
 * `TRUST_PROXY` as Express takes it: unset, empty or 'false' → off (the default: the browser's address is the
 * connection's); 'true' → every proxy; a number → that many hops; anything else → addresses or subnets
 * ('loopback', '10.0.0.0/8, 172.16.0.1').
 */
export function trustProxyFromEnv(value: string | undefined): boolean | number | string {
  const given = value?.trim() ?? '';
  if (given === '' || given.toLowerCase() === 'false') return false;
  if (given.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(given)) return Number(given);
  return given;
}
