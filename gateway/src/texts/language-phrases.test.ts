import { platformPhrasesFor } from '@storefront/platform/phrases';
import type { TeamName } from '../routes/teams';
import { LanguagePhrases, mergePhrases } from './language-phrases';
import type { TeamTexts } from './texts-source';

const catalog: TeamTexts = { 'sv-SE': { '/Catalog/Title': 'Smink' }, 'en-US': { '/Catalog/Title': 'Makeup' } };
const account: TeamTexts = { 'sv-SE': { '/MyPages/Title': 'Mina sidor', '/Catalog/Title': 'Not the catalog’s' } };

/** A texts source whose teams' answers the test sets. */
function textsOf(teams: Partial<Record<TeamName, TeamTexts>>) {
  const source = { teams, all: async () => ({ ...source.teams }) };
  return source;
}

describe('languagePhrases', () => {
  it('is the platform’s words and every team’s published texts of the culture', () => {
    const phrases = mergePhrases('sv-SE', { catalog, account });
    expect(phrases).toEqual({ ...platformPhrasesFor('sv-SE'), '/Catalog/Title': 'Smink', '/MyPages/Title': 'Mina sidor' });
    expect(mergePhrases('en-US', { catalog, account })['/MyPages/Title']).toBeUndefined();
    expect(Object.isFrozen(phrases)).toBe(true);
  });

  it('keeps a key its first owner’s: no team replaces the platform’s words or another team’s text', () => {
    const replacing: TeamTexts = { 'sv-SE': { '/Common/Close': 'Replaced', '/Shell/LogIn': 'Replaced' } };
    const phrases = mergePhrases('sv-SE', { catalog, 'cart-checkout': replacing, account });
    expect(phrases['/Common/Close']).toBe('Stäng');
    expect(phrases['/Shell/LogIn']).toBe('Logga in');
    expect(phrases['/Catalog/Title']).toBe('Smink');
  });

  it('is the platform’s words alone while no team is known, and ignores a culture the shop does not have', () => {
    expect(mergePhrases('sv-SE', {})).toEqual(platformPhrasesFor('sv-SE'));
    const unknownCulture: TeamTexts = { 'xx-XX': { '/Catalog/Other': 'Other' } };
    expect(mergePhrases('sv-SE', { catalog: unknownCulture })).toEqual(platformPhrasesFor('sv-SE'));
  });

  it('is one object per culture until a team’s texts change, then merged again', async () => {
    const texts = textsOf({ catalog });
    const phrases = new LanguagePhrases(texts);
    const swedish = await phrases.for('sv-SE');
    expect(await phrases.for('sv-SE')).toBe(swedish);
    expect(await phrases.for('en-US')).not.toBe(swedish);
    texts.teams = { catalog, account };
    const merged = await phrases.for('sv-SE');
    expect(merged).not.toBe(swedish);
    expect(merged['/MyPages/Title']).toBe('Mina sidor');
    expect(await phrases.for('sv-SE')).toBe(merged);
    // A team that goes missing from the answers (never in practice: its last good texts are kept) is merged out.
    texts.teams = { catalog };
    expect((await phrases.for('sv-SE'))['/MyPages/Title']).toBeUndefined();
  });
});
