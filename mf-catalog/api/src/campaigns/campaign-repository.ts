import type { Culture, MarketCode } from '@storefront/platform';
import type { Campaign, CampaignState } from '../../../contract/listing-pages';
import type { Queryable } from '@storefront/platform/server';

export interface CampaignRecord {
  code: string;
  slug: string;
  name: string;
  description: string;
  color: string;
  theme: string;
  markets: MarketCode[];
  /** Milliseconds since the epoch. */
  starts_ms: number;
  ends_ms: number;
}

// Texts in the shopper's culture, else in English. Instants as epoch milliseconds: the same on PGlite and PostgreSQL.
const selectCampaign = `
  SELECT c.code, c.slug, c.color, c.theme, c.markets,
         (extract(epoch FROM c.starts_at) * 1000)::float8 AS starts_ms, (extract(epoch FROM c.ends_at) * 1000)::float8 AS ends_ms,
         coalesce(own.name, en.name, c.code) AS name, coalesce(own.description, en.description, '') AS description
  FROM campaigns c
  LEFT JOIN campaign_texts own ON own.campaign_code = c.code AND own.culture = $1
  LEFT JOIN campaign_texts en ON en.campaign_code = c.code AND en.culture = 'en-US'`;

export const campaignUrl = (slug: string) => `/campaigns/${slug}`;

export function campaignState(campaign: CampaignRecord, now: number): CampaignState {
  if (now < campaign.starts_ms) return 'upcoming';
  return now < campaign.ends_ms ? 'running' : 'ended';
}

/** Shoppers see a campaign of their market once it has started (an ended one says it has ended). */
export const isShownTo = (campaign: CampaignRecord, market: MarketCode, now: number) =>
  campaign.markets.includes(market) && campaignState(campaign, now) !== 'upcoming';

export function campaignJson(campaign: CampaignRecord, now: number): Campaign {
  return {
    code: campaign.code,
    slug: campaign.slug,
    url: campaignUrl(campaign.slug),
    name: campaign.name,
    description: campaign.description,
    color: campaign.color,
    theme: campaign.theme,
    startsAt: new Date(campaign.starts_ms).toISOString(),
    endsAt: new Date(campaign.ends_ms).toISOString(),
    state: campaignState(campaign, now),
    markets: campaign.markets,
  };
}

export async function campaignBySlug(db: Queryable, slug: string, culture: Culture): Promise<CampaignRecord | null> {
  const [row] = await db.query<CampaignRecord>(`${selectCampaign} WHERE c.slug = $2`, [culture, slug]);
  return row ?? null;
}

export async function campaignByCode(db: Queryable, code: string, culture: Culture): Promise<CampaignRecord | null> {
  const [row] = await db.query<CampaignRecord>(`${selectCampaign} WHERE c.code = $2`, [culture, code]);
  return row ?? null;
}

/** The market's campaigns running at `now`, in their order (then the soonest to end first). */
export function runningCampaigns(db: Queryable, market: MarketCode, culture: Culture, now: number): Promise<CampaignRecord[]> {
  return db.query<CampaignRecord>(
    `${selectCampaign}
     WHERE $2 = ANY (c.markets) AND c.starts_at <= to_timestamp($3::float8 / 1000) AND c.ends_at > to_timestamp($3::float8 / 1000)
     ORDER BY c.sort_order, c.ends_at, c.code`,
    [culture, market, now],
  );
}
