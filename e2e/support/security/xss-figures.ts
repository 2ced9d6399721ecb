import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CuratedOutcome } from './curated/curated-step';
import type { Coverage } from './field-coverage';
import type { GenericOutcome } from './generic-store';
import type { PageVisit } from './render-sweep';
import type { ScriptAlarm } from './script-alarms';

const figuresFile = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '.test-results', 'security', 'xss.json');

export interface SweepRecord {
  coverage: Map<string, Coverage>;
  generic: readonly GenericOutcome[];
  curated: readonly CuratedOutcome[];
  visits: readonly PageVisit[];
  alarms: readonly ScriptAlarm[];
}

/** Writes `.test-results/security/xss.json` and returns the one-line summary. */
export function writeXssFigures(record: SweepRecord): string {
  const count = (how: Coverage['how']) => [...record.coverage.values()].filter((coverage) => coverage.how === how).length;
  const curatedPlaced = record.curated.reduce((sum, step) => sum + step.placed.length, 0);
  const figures = {
    fieldsInInventory: record.coverage.size,
    fieldsBy: Object.fromEntries((['stored', 'curated', 'refused', 'too short', 'excused', 'missing'] as const).map((how) => [how, count(how)])),
    payloadsTimesFieldsTried: record.generic.reduce((sum, outcome) => sum + outcome.tried.length, 0) + curatedPlaced,
    stored: record.generic.reduce((sum, outcome) => sum + outcome.stored.length, 0) + curatedPlaced,
    pagesChecked: record.visits.length,
    fullLoads: record.visits.filter((visit) => visit.how === 'full load').length,
    clientNavigations: record.visits.filter((visit) => visit.how === 'client navigation').length,
    alarms: record.alarms,
    curatedSteps: record.curated.map((step) => ({ step: step.step, placed: step.placed.length, covers: step.covers })),
    fields: Object.fromEntries(record.coverage),
  };
  mkdirSync(dirname(figuresFile), { recursive: true });
  writeFileSync(figuresFile, `${JSON.stringify(figures, null, 2)}\n`);
  return (
    `stored XSS: ${figures.fieldsInInventory} fields in the inventory (${Object.entries(figures.fieldsBy).map(([how, n]) => `${n} ${how}`).join(', ')}), ` +
    `${figures.payloadsTimesFieldsTried} payloads × fields tried, ${figures.stored} stored, ${figures.pagesChecked} pages checked ` +
    `(${figures.fullLoads} full loads, ${figures.clientNavigations} client navigations), ${record.alarms.length} alarms`
  );
}
