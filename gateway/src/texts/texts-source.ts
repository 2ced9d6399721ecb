import { z } from 'zod';
import { TeamFileSource, type TeamFileSourceOptions } from '../team-files/team-file-source';

/** A team's published browser texts (`/remote/texts.json`): `{ [culture]: { key: text } }`. */
export type TeamTexts = Readonly<Record<string, Readonly<Record<string, string>>>>;

const teamTextsSchema = z.record(z.string(), z.record(z.string(), z.string()));

/**
 * Each team's texts.json, which its build publishes beside federation.json: cached like federation.json, and when a
 * team is down its last known good texts are kept.
 */
export class TextsSource extends TeamFileSource<TeamTexts> {
  constructor(options: TeamFileSourceOptions) {
    super('texts.json', teamTextsSchema, options);
  }
}
