import type { Culture } from '@storefront/platform';
import { platformPhrasesFor } from '@storefront/platform/phrases';
import { teamNames, type TeamName } from '../routes/teams';
import type { TeamTexts } from './texts-source';

export type Phrases = Readonly<Record<string, string>>;

/** What the teams' texts come from: their published texts.json, cached (TextsSource). */
export interface TeamTextsSource {
  all(): Promise<Partial<Record<TeamName, TeamTexts>>>;
}

/**
 * A culture's phrases: the platform's words first, then every team's published texts. A key is its first owner's:
 * the platform's words stay the platform's, and no team replaces another's text.
 */
export function mergePhrases(culture: Culture, teams: Partial<Record<TeamName, TeamTexts>>): Phrases {
  const phrases: Record<string, string> = { ...platformPhrasesFor(culture) };
  for (const team of teamNames) {
    for (const [key, text] of Object.entries(teams[team]?.[culture] ?? {})) if (!Object.hasOwn(phrases, key)) phrases[key] = text;
  }
  return Object.freeze(phrases);
}

/**
 * `languagePhrases` of app shell data for a culture. One frozen object per culture until a team's texts change: every
 * document carries the same one, and renderDataScripts writes its JSON once, not per page.
 */
export class LanguagePhrases {
  private mergedFrom: Partial<Record<TeamName, TeamTexts>> = {};
  private readonly merged = new Map<Culture, Phrases>();

  constructor(private readonly texts: TeamTextsSource) {}

  async for(culture: Culture): Promise<Phrases> {
    const teams = await this.texts.all();
    if (teamNames.some((team) => teams[team] !== this.mergedFrom[team])) {
      this.mergedFrom = teams;
      this.merged.clear();
    }
    let phrases = this.merged.get(culture);
    if (!phrases) {
      phrases = mergePhrases(culture, teams);
      this.merged.set(culture, phrases);
    }
    return phrases;
  }
}
