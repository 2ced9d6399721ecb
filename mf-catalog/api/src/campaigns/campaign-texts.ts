import { t, textsOf } from '../catalog/catalog-texts';

/** A campaign page's products are tracked under the list name "campaign page" in Swedish, in every market. */
export const campaignListName = 'Kampanjsida';

/** Server-side texts of the campaign pages. */
export const campaignTexts = {
  campaigns: t('Campaigns', 'Kampanjer', 'Kampanjer', 'Kampanjat', 'Kampagner', 'Kampanie', 'Aktionen', 'Acties'),
  ended: t(
    '{name} has ended',
    '{name} har avslutats',
    '{name} er avsluttet',
    '{name} on päättynyt',
    '{name} er slut',
    'Kampania {name} zakończyła się',
    '{name} ist beendet',
    '{name} is afgelopen',
  ),
};

export const campaignText = textsOf(campaignTexts);
