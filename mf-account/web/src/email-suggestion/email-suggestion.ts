import { editDistance } from './edit-distance';

/** The top-level domains the e-mail suggestion considers. */
export const suggestedTopLevelDomains = ['com', 'net', 'se', 'no', 'fi', 'dk'] as const;

function closest(word: string, candidates: Iterable<string>, maxDistance: number): string | null {
  let best: string | null = null;
  let bestDistance = maxDistance + 1;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

const secondLevelOf = (domain: string) => domain.slice(0, domain.lastIndexOf('.'));

/**
 * The e-mail address the shopper probably meant ("did you mean anna@gmail.com?" for anna@gmial.con), or null.
 * `knownDomains` are the common consumer mail providers of site settings (`emailSuggestionDomains`): full domains
 * ('gmail.com') or second-level names ('gmail'). A two-letter top-level domain is never corrected: it is some
 * country's (a German shopper's .de is one letter from .dk).
 */
export function suggestEmail(email: string, knownDomains: readonly string[]): string | null {
  const address = email.trim();
  const at = address.lastIndexOf('@');
  if (at < 1 || at === address.length - 1) return null;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1).toLowerCase();
  const known = knownDomains.map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  const fullDomains = new Set(known.filter((entry) => entry.includes('.')));
  if (fullDomains.has(domain)) return null;

  const suggest = (fixed: string | null) => (fixed && fixed !== domain ? `${local}@${fixed}` : null);

  const sameProvider = closest(domain, fullDomains, domain.length >= 6 ? 2 : 1);
  if (sameProvider) return suggest(sameProvider);

  const dot = domain.lastIndexOf('.');
  if (dot < 1 || dot === domain.length - 1) return null;
  const secondLevel = domain.slice(0, dot);
  const topLevel = domain.slice(dot + 1);
  const secondLevelNames = new Set([...known.filter((entry) => !entry.includes('.')), ...[...fullDomains].map(secondLevelOf)]);
  const topLevelNames = new Set<string>(suggestedTopLevelDomains);

  const fixedSecondLevel = secondLevelNames.has(secondLevel)
    ? secondLevel
    : (closest(secondLevel, secondLevelNames, secondLevel.length >= 5 ? 2 : 1) ?? secondLevel);
  const fixedTopLevel =
    topLevelNames.has(topLevel) || topLevel.length === 2 ? topLevel : (closest(topLevel, topLevelNames, 1) ?? topLevel);
  return suggest(`${fixedSecondLevel}.${fixedTopLevel}`);
}
