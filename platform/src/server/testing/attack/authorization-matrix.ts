import { guardRefusals } from '../../http/access';
import type { ServiceName } from '../../identity';
import { serviceIdentity, type Identity } from '../../identity';
import { passingIdentity, personOf, urlOf, visitor, type AttackSetup, type RouteUnderAttack } from './attack-setup';
import { paramNames } from './route-key';
import { send, type AttackAnswer } from './send';

const allServices: ServiceName[] = ['gateway', 'catalog', 'cart-checkout', 'account', 'social', 'booking', 'admin', 'operator'];

export interface MatrixOutcome {
  failures: string[];
  routes: number;
  /** Requests sent, and how many identities each route was tried with (by route key). */
  requests: number;
  identitiesByRoute: Record<string, number>;
}

interface Attempt {
  who: string;
  identity: Identity | null;
  /** With the route's valid sample input, or with none (a refusal must come before the input is even read). */
  withInput: boolean;
  expect: (answer: AttackAnswer) => string | null;
}

const refusedWith = (statuses: number[]) => (answer: AttackAnswer) =>
  statuses.includes(answer.status) ? null : `expected ${statuses.join(' or ')}, got ${answer.status} ${answer.text.slice(0, 160)}`;
const guardCodes = new Set<string>([...Object.values(guardRefusals), 'unauthenticated']);
const refusedByGuard = (answer: AttackAnswer) => {
  const code = (answer.json as { error?: { code?: unknown } } | undefined)?.error?.code;
  return (answer.status === 401 || answer.status === 403) && (typeof code !== 'string' || guardCodes.has(code));
};
/** The guard let the request through: what the handler answered is its own business (no 5xx, though). */
const letThrough = (answer: AttackAnswer) =>
  refusedByGuard(answer) || answer.status >= 500 ? `expected the guard to let it through, got ${answer.status} ${answer.text.slice(0, 160)}` : null;

function attemptsFor(target: RouteUnderAttack, setup: AttackSetup): Attempt[] {
  const member = personOf(setup.people.member);
  const otherMember = personOf(setup.people.otherMember);
  const admin = personOf(setup.people.admin);
  const { access } = target;
  switch (access.kind) {
    case 'withoutIdentity':
    case 'anyone':
      return [
        { who: 'visitor', identity: visitor, withInput: true, expect: letThrough },
        { who: 'member', identity: member, withInput: true, expect: letThrough },
      ];
    case 'member':
      return [
        { who: 'visitor', identity: visitor, withInput: false, expect: refusedWith([401]) },
        { who: 'member', identity: member, withInput: true, expect: letThrough },
        { who: 'admin', identity: admin, withInput: true, expect: letThrough },
      ];
    case 'role':
      return [
        { who: 'visitor', identity: visitor, withInput: false, expect: refusedWith(access.unseen ? [404] : [401]) },
        { who: 'member', identity: member, withInput: false, expect: refusedWith(access.unseen ? [404] : [403]) },
        { who: 'other member', identity: otherMember, withInput: false, expect: refusedWith(access.unseen ? [404] : [403]) },
        { who: 'admin', identity: admin, withInput: true, expect: letThrough },
      ];
    case 'service': {
      const outsider = allServices.find((service) => !access.callers.includes(service))!;
      return [
        { who: 'visitor', identity: visitor, withInput: false, expect: refusedWith([401]) },
        { who: 'member', identity: member, withInput: false, expect: refusedWith([401]) },
        { who: 'admin', identity: admin, withInput: false, expect: refusedWith([401]) },
        { who: `service ${outsider}`, identity: serviceIdentity(outsider), withInput: false, expect: refusedWith([403]) },
        { who: `service ${access.callers[0]}`, identity: passingIdentity(access, setup), withInput: true, expect: letThrough },
      ];
    }
  }
}

const jsonBody = (body: unknown) => (body === undefined ? undefined : { contentType: 'application/json', text: JSON.stringify(body) });

/**
 * Every route as visitor, member, other member, administrator and services, against what its guard declares; then
 * each member's own thing as its owner and as another member.
 */
export async function runAuthorizationMatrix(setup: AttackSetup, targets: RouteUnderAttack[]): Promise<MatrixOutcome> {
  const failures: string[] = [];
  const identitiesByRoute: Record<string, number> = {};
  let requests = 0;
  // A member's own things first: the administrators' routes tried later may remove them.
  const owned = new Set((setup.owned ?? []).map((resource) => resource.route));
  for (const target of targets) {
    if (target.access.kind === 'member' && paramNames(target.route.path).length > 0 && !owned.has(target.key) && !setup.notOwned?.[target.key]) {
      failures.push(`${target.key}: a member route with a path parameter: list it in owned (with the owner's thing) or in notOwned (with why)`);
    }
  }
  for (const resource of setup.owned ?? []) {
    const target = targets.find((candidate) => candidate.key === resource.route);
    if (!target) {
      failures.push(`${resource.route}: listed as owned, but the app has no such route`);
      continue;
    }
    const request = (person: Partial<Identity>) =>
      send(setup.baseUrl, setup.secret, {
        method: target.route.method,
        url: urlOf(target, { ...target.params, ...resource.params }, resource.query ?? target.query, setup),
        identity: personOf(person),
        ...(resource.body !== undefined ? { body: jsonBody(resource.body) } : target.body !== undefined ? { body: jsonBody(target.body) } : {}),
      });
    const asOwner = await request(setup.people.member);
    const asOther = await request(setup.people.otherMember);
    requests += 2;
    identitiesByRoute[target.key] = (identitiesByRoute[target.key] ?? 0) + 1;
    if (asOwner.status >= 300) failures.push(`${resource.route} as its owner: expected 2xx, got ${asOwner.status} ${asOwner.text.slice(0, 160)}`);
    if (asOther.status !== 403 && asOther.status !== 404) failures.push(`${resource.route} as another member: expected 403 or 404, got ${asOther.status}`);
    if (resource.marker && asOther.text.includes(resource.marker)) failures.push(`${resource.route} as another member: the answer shows the owner's ${resource.marker}`);
  }
  for (const target of targets) {
    if (target.params === null) continue;
    const attempts = attemptsFor(target, setup);
    identitiesByRoute[target.key] = (identitiesByRoute[target.key] ?? 0) + attempts.length;
    for (const attempt of attempts) {
      const answer = await send(setup.baseUrl, setup.secret, {
        method: target.route.method,
        url: attempt.withInput ? urlOf(target, target.params, target.query, setup) : urlOf(target, target.params, {}, setup),
        identity: attempt.identity,
        ...(attempt.withInput && target.body !== undefined ? { body: jsonBody(target.body) } : {}),
      });
      requests++;
      const problem = attempt.expect(answer);
      if (problem) failures.push(`${target.key} as ${attempt.who}: ${problem}`);
    }
  }

  return { failures, routes: Object.keys(identitiesByRoute).length, requests, identitiesByRoute };
}
