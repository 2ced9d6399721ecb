import type { MarketCode } from '@storefront/platform';
import { markets } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import { t, type Texts } from '../catalog/catalog-texts';
import { addDays } from '../demo-data/dates';
import { ensureTags } from '../tags/tag-vocabulary';

interface DemoCampaign {
  code: string;
  /** Days from the reference date to the first and the day after the last day (midnight in Stockholm). */
  startDay: number;
  endDay: number;
  markets: MarketCode[];
  theme: string;
  color: string;
  rule: { category?: string; tag?: string; onSale?: boolean; topBrandIn?: string };
  /** The explicit list: the most popular products under this category. */
  picksFrom?: string;
  names: Texts;
  descriptions: Texts;
}

const everywhere = markets.map((market) => market.alpha2);

/**
 * The demo campaigns around the reference date: three running (one in the Nordic markets only, one ending within
 * days), one ended and one not started yet. Colours are dark enough for text on white (the menu shows them).
 */
export const demoCampaigns: DemoCampaign[] = [
  {
    code: 'skin-days',
    startDay: -7,
    endDay: 21,
    markets: everywhere,
    theme: 'default',
    color: '#1d6b57',
    rule: { category: 'skincare', onSale: true },
    names: t('Skin Days', 'Hudvårdsdagar', 'Hudpleiedager', 'Ihonhoitopäivät', 'Hudplejedage', 'Dni pielęgnacji', 'Hautpflege-Tage', 'Huidverzorgingsdagen'),
    descriptions: t(
      'Skincare on sale: cleansers, serums and creams at lower prices for a few weeks.',
      'Hudvård på rea: rengöring, serum och krämer till lägre priser under några veckor.',
      'Hudpleie på salg: rens, serum og kremer til lavere priser i noen uker.',
      'Ihonhoitoa alennuksessa: puhdistajat, seerumit ja voiteet edullisemmin muutaman viikon ajan.',
      'Hudpleje på udsalg: rens, serum og cremer til lavere priser i nogle uger.',
      'Pielęgnacja w promocji: produkty do oczyszczania, serum i kremy w niższych cenach przez kilka tygodni.',
      'Hautpflege im Angebot: Reinigung, Seren und Cremes für ein paar Wochen günstiger.',
      'Huidverzorging in de aanbieding: reinigers, serums en crèmes een paar weken voordeliger.',
    ),
  },
  {
    code: 'vegan-week',
    startDay: -3,
    endDay: 4,
    markets: everywhere,
    theme: 'default',
    color: '#2e5e1f',
    rule: { tag: 'vegan' },
    names: t('Vegan Week', 'Vegansk vecka', 'Vegansk uke', 'Vegaaninen viikko', 'Vegansk uge', 'Tydzień wegański', 'Vegane Woche', 'Vegan week'),
    descriptions: t(
      'A week for vegan beauty: makeup, skincare and hair care without ingredients of animal origin.',
      'En vecka för vegansk skönhet: smink, hudvård och hårvård utan ingredienser av animaliskt ursprung.',
      'En uke for vegansk skjønnhet: sminke, hudpleie og hårpleie uten ingredienser av animalsk opprinnelse.',
      'Viikko vegaaniselle kauneudelle: meikit, ihonhoito ja hiustenhoito ilman eläinperäisiä ainesosia.',
      'En uge for vegansk skønhed: makeup, hudpleje og hårpleje uden ingredienser af animalsk oprindelse.',
      'Tydzień wegańskiego piękna: makijaż, pielęgnacja skóry i włosów bez składników pochodzenia zwierzęcego.',
      'Eine Woche für vegane Schönheit: Make-up, Haut- und Haarpflege ohne Inhaltsstoffe tierischen Ursprungs.',
      'Een week voor vegan beauty: make-up, huid- en haarverzorging zonder ingrediënten van dierlijke oorsprong.',
    ),
  },
  {
    code: 'nordic-favourites',
    startDay: -10,
    endDay: 50,
    markets: ['SE', 'NO', 'FI', 'DK'],
    theme: 'default',
    color: '#0b5394',
    rule: {},
    picksFrom: 'makeup',
    names: t('Nordic Favourites', 'Nordiska favoriter', 'Nordiske favoritter', 'Pohjoismaiset suosikit', 'Nordiske favoritter', 'Nordyckie ulubione', 'Nordische Favoriten', 'Noordse favorieten'),
    descriptions: t(
      'The makeup our Nordic customers love most, picked by our beauty editors.',
      'Sminket som våra nordiska kunder älskar mest, utvalt av våra skönhetsredaktörer.',
      'Sminken våre nordiske kunder elsker mest, valgt ut av skjønnhetsredaktørene våre.',
      'Meikit, joita pohjoismaiset asiakkaamme rakastavat eniten, kauneustoimittajiemme valitsemina.',
      'Den makeup, vores nordiske kunder elsker mest, udvalgt af vores skønhedsredaktører.',
      'Makijaż, który nasi klienci z krajów nordyckich kochają najbardziej, wybrany przez nasze redaktorki urody.',
      'Das Make-up, das unsere Kundinnen und Kunden im Norden am meisten lieben, ausgewählt von unserer Beauty-Redaktion.',
      'De make-up waar onze Noordse klanten het meest van houden, gekozen door onze beautyredactie.',
    ),
  },
  {
    code: 'winter-sale',
    startDay: -60,
    endDay: -30,
    markets: everywhere,
    theme: 'default',
    color: '#8a1538',
    rule: { onSale: true },
    names: t('Winter Sale', 'Vinterrea', 'Vintersalg', 'Talviale', 'Vinterudsalg', 'Zimowa wyprzedaż', 'Winterschlussverkauf', 'Winteruitverkoop'),
    descriptions: t(
      'Our winter favourites at lower prices.',
      'Våra vinterfavoriter till lägre priser.',
      'Vinterfavorittene våre til lavere priser.',
      'Talven suosikit edullisemmin.',
      'Vores vinterfavoritter til lavere priser.',
      'Nasze zimowe hity w niższych cenach.',
      'Unsere Winterlieblinge zu kleineren Preisen.',
      'Onze winterfavorieten voor minder.',
    ),
  },
  {
    code: 'spring-scents',
    startDay: 30,
    endDay: 60,
    markets: everywhere,
    theme: 'fragrance',
    color: '#5b2a86',
    rule: { category: 'fragrance', topBrandIn: 'fragrance' },
    names: t('Spring Scents', 'Vårens dofter', 'Vårens dufter', 'Kevään tuoksut', 'Forårets dufte', 'Zapachy wiosny', 'Frühlingsdüfte', 'Lentegeuren'),
    descriptions: t(
      'Fresh and floral fragrances for the new season.',
      'Friska och blommiga dofter för den nya säsongen.',
      'Friske og blomstrende dufter for den nye sesongen.',
      'Raikkaita ja kukkaisia tuoksuja uuteen vuodenaikaan.',
      'Friske og blomstrende dufte til den nye sæson.',
      'Świeże i kwiatowe zapachy na nowy sezon.',
      'Frische und blumige Düfte für die neue Saison.',
      'Frisse en bloemige geuren voor het nieuwe seizoen.',
    ),
  },
];

const picksPerCampaign = 12;

/**
 * Adds the demo campaigns when there are none, dated around `referenceDate` ('YYYY-MM-DD'); a catalog made before
 * campaigns existed gets them at its next start. Returns how many were added.
 */
export async function seedDemoCampaignsIfNone(tx: Queryable, referenceDate: string): Promise<number> {
  const [existing] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM campaigns');
  if ((existing?.count ?? 0) > 0) return 0;
  await ensureTags(tx, demoCampaigns.flatMap((campaign) => (campaign.rule.tag ? [campaign.rule.tag] : [])));
  const rows = demoCampaigns.map((campaign, index) => ({
    code: campaign.code,
    slug: campaign.code,
    starts_on: addDays(referenceDate, campaign.startDay),
    ends_on: addDays(referenceDate, campaign.endDay),
    markets: campaign.markets,
    theme: campaign.theme,
    color: campaign.color,
    sort_order: index,
    rule_category_code: campaign.rule.category ?? null,
    rule_tag_code: campaign.rule.tag ?? null,
    rule_on_sale: campaign.rule.onSale ?? false,
    top_brand_in: campaign.rule.topBrandIn ?? null,
  }));
  // The brand of a brand rule is the one with most products under the category, whatever the catalog holds.
  await tx.query(
    `INSERT INTO campaigns (code, slug, starts_at, ends_at, markets, theme, color, sort_order,
                            rule_brand_code, rule_category_code, rule_tag_code, rule_on_sale)
     SELECT r.code, r.slug, r.starts_on::timestamp AT TIME ZONE 'Europe/Stockholm', r.ends_on::timestamp AT TIME ZONE 'Europe/Stockholm',
            r.markets, r.theme, r.color, r.sort_order,
            (SELECT p.brand_code FROM products p WHERE p.category_code LIKE r.top_brand_in || '/%'
             GROUP BY p.brand_code ORDER BY count(*) DESC, p.brand_code LIMIT 1),
            r.rule_category_code, r.rule_tag_code, r.rule_on_sale
     FROM json_to_recordset($1::json) AS r (code text, slug text, starts_on date, ends_on date, markets text[], theme text,
                                            color text, sort_order int, rule_category_code text, rule_tag_code text,
                                            rule_on_sale boolean, top_brand_in text)`,
    [JSON.stringify(rows)],
  );
  await tx.query(
    `INSERT INTO campaign_texts (campaign_code, culture, name, description)
     SELECT campaign_code, culture, name, description FROM json_populate_recordset(NULL::campaign_texts, $1::json)`,
    [
      JSON.stringify(
        demoCampaigns.flatMap((campaign) =>
          Object.entries(campaign.names).map(([culture, name]) => ({
            campaign_code: campaign.code,
            culture,
            name,
            description: campaign.descriptions[culture as keyof Texts],
          })),
        ),
      ),
    ],
  );
  for (const campaign of demoCampaigns.filter((candidate) => candidate.picksFrom)) {
    await tx.query(
      `INSERT INTO campaign_products (campaign_code, product_code)
       SELECT $1, p.code FROM products p WHERE p.category_code LIKE $2 || '/%' ORDER BY p.popularity DESC, p.code LIMIT $3`,
      [campaign.code, campaign.picksFrom, picksPerCampaign],
    );
  }
  return demoCampaigns.length;
}
