import type { CuratedOutcome } from './curated/curated-step';
import { excuseFor } from './excused-fields';
import type { FreeTextField } from './free-text-fields';
import type { GenericOutcome } from './generic-store';
import { fitsAnyPayload } from './xss-payloads';

export type Coverage =
  | { how: 'stored'; payloads: number }
  | { how: 'curated'; step: string }
  | { how: 'refused'; because: string }
  | { how: 'too short'; maxLength: number }
  | { how: 'excused'; because: string }
  | { how: 'missing'; because: string };

/**
 * How each inventory field joined the sweep: a payload stored generically, a curated step that writes it, every
 * payload refused with a 4xx naming it (the route's rules refuse markup there), shorter than any payload, or excused
 * with a reason. Anything else is missing, and the sweep fails naming it.
 */
export function fieldCoverage(fields: readonly FreeTextField[], generic: readonly GenericOutcome[], curated: readonly CuratedOutcome[]): Map<string, Coverage> {
  const byField = new Map(generic.map((outcome) => [outcome.field.name, outcome]));
  const coverage = new Map<string, Coverage>();
  for (const field of fields) {
    const outcome = byField.get(field.name);
    const excuse = excuseFor(field.name);
    const step = curated.find((candidate) => candidate.covers.includes(field.name));
    const refusals = [...new Set(outcome?.refusals)].join(', ');
    const cover = (): Coverage => {
      if (excuse?.refused && outcome && outcome.stored.length > 0) {
        return { how: 'missing', because: `excused as refused (${excuse.because}), yet it stored ${outcome.stored.length} payloads` };
      }
      if (excuse) return { how: 'excused', because: excuse.because };
      if (!fitsAnyPayload(field.maxLength)) return { how: 'too short', maxLength: field.maxLength! };
      if (outcome && outcome.stored.length > 0) return { how: 'stored', payloads: outcome.stored.length };
      if (step) return { how: 'curated', step: step.step };
      if (outcome && outcome.tried.length > 0 && outcome.refusedByName === outcome.tried.length) {
        return { how: 'refused', because: refusals };
      }
      return { how: 'missing', because: outcome?.unreachable ?? (refusals ? `refused (${refusals}) without naming it` : 'nothing was sent') };
    };
    coverage.set(field.name, cover());
  }
  return coverage;
}
