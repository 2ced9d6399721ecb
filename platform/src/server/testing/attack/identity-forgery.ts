import { createHmac } from 'node:crypto';
import { signIdentity, type Identity } from '../../identity';
import { passingIdentity, urlOf, type AttackSetup, type RouteUnderAttack } from './attack-setup';
import { send } from './send';

/** The secret once written in the source: identities signed with it must be worthless everywhere. */
const formerDefaultSecret = 'dev-identity-secret-change-me';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Identity headers nobody but an attacker makes, each with what is wrong with it. */
function forgeries(identity: Identity, secret: string): { name: string; header: string | undefined }[] {
  const now = Date.now();
  const genuine = signIdentity({ ...identity, issuedAt: now }, secret);
  const [body, signature] = genuine.split('.') as [string, string];
  const promoted = base64url({ ...identity, userId: 'someone-else', roles: ['admin'], service: 'operator', issuedAt: now });
  return [
    { name: 'no identity', header: undefined },
    { name: 'empty', header: '' },
    { name: 'unsigned', header: body },
    { name: 'empty signature', header: `${body}.` },
    { name: 'signed with the former default secret', header: signIdentity({ ...identity, issuedAt: now }, formerDefaultSecret) },
    { name: 'signed with another secret', header: signIdentity({ ...identity, issuedAt: now }, `${secret}x`) },
    { name: 'body swapped under a genuine signature', header: `${promoted}.${signature}` },
    { name: 'signature of another body', header: `${body}.${createHmac('sha256', secret).update(promoted).digest('base64')}` },
    { name: 'stale', header: signIdentity({ ...identity, issuedAt: now - 10 * 60_000 }, secret) },
    { name: 'from the future', header: signIdentity({ ...identity, issuedAt: now + 10 * 60_000 }, secret) },
    { name: 'unknown market', header: signIdentity({ ...identity, market: 'XX' as never, issuedAt: now }, secret) },
    { name: 'not JSON', header: `${Buffer.from('not json').toString('base64url')}.${createHmac('sha256', secret).update(Buffer.from('not json').toString('base64url')).digest('base64url')}` },
    { name: 'three parts', header: `${genuine}.extra` },
  ];
}

export interface ForgeryOutcome {
  failures: string[];
  routes: number;
  attempts: number;
}

/** For one route of each kind of access: every forged identity is a 401, the genuine one passes the guard. */
export async function runIdentityForgery(setup: AttackSetup, targets: RouteUnderAttack[]): Promise<ForgeryOutcome> {
  const failures: string[] = [];
  const byKind = new Map<string, RouteUnderAttack>();
  for (const target of targets) {
    // A route that needs no identity (`/health`) has nothing to forge.
    if (target.params !== null && target.access.kind !== 'withoutIdentity' && !byKind.has(target.access.kind)) byKind.set(target.access.kind, target);
  }
  let attempts = 0;
  for (const target of byKind.values()) {
    const identity = passingIdentity(target.access, setup);
    const url = urlOf(target, target.params ?? {}, target.query, setup);
    const body = target.body === undefined ? undefined : { contentType: 'application/json', text: JSON.stringify(target.body) };
    for (const forgery of forgeries(identity, setup.secret)) {
      const answer = await send(setup.baseUrl, setup.secret, { method: target.route.method, url, identity: null, identityHeader: forgery.header, ...(body ? { body } : {}) });
      attempts++;
      if (answer.status !== 401) failures.push(`${target.key} with an identity ${forgery.name}: expected 401, got ${answer.status}`);
    }
    const genuine = await send(setup.baseUrl, setup.secret, { method: target.route.method, url, identity, ...(body ? { body } : {}) });
    attempts++;
    if (genuine.status === 401 || genuine.status >= 500) failures.push(`${target.key} with a genuine identity: got ${genuine.status}`);
  }
  return { failures, routes: byKind.size, attempts };
}
