import type { Culture, MarketCode } from '@storefront/platform';
import type { OpeningHoursDay, StoreDetails, StoreSummary } from '../../../contract/stores';
import type { Queryable } from '@storefront/platform/server';
import { distanceKm, hoursText, localTime, openingState, weekdayName, type WeekRow } from './opening-hours';
import { storeText } from './store-texts';

interface StoreRow {
  id: string;
  market: MarketCode;
  name: string;
  street: string;
  postal_code: string;
  city: string;
  lat: number;
  lon: number;
  phone: string;
  time_zone: string;
  services: string[];
  week: WeekRow[];
}

const storeColumns = `s.id, s.market, s.name, s.street, s.postal_code, s.city, s.lat, s.lon, s.phone, s.time_zone, s.services,
  coalesce((SELECT json_agg(json_build_object('weekday', h.weekday, 'opens', h.opens::text, 'closes', h.closes::text) ORDER BY h.weekday)
            FROM store_opening_hours h WHERE h.store_id = s.id), '[]'::json) AS week`;

export const storeUrl = (id: string) => `/stores/${id}`;

export interface StoreSearch {
  market?: MarketCode;
  text?: string;
  position?: { lat: number; lon: number };
}

function summaryOf(row: StoreRow, culture: Culture, now: Date, position?: { lat: number; lon: number }): StoreSummary {
  const { isOpenNow, today } = openingState(row.week, row.time_zone, now);
  return {
    id: row.id,
    name: row.name,
    url: storeUrl(row.id),
    market: row.market,
    address: { street: row.street, postalCode: row.postal_code, city: row.city },
    location: { lat: row.lat, lon: row.lon },
    ...(position ? { distanceKm: Math.round(distanceKm(position, row) * 10) / 10 } : {}),
    isOpenNow,
    todayText: today ? hoursText(today) : storeText(culture, 'closed'),
  };
}

/**
 * Stores of a market (or all): nearest first from a position, else those whose name, city, street or postal code
 * contain the text (accents and case ignored), else by city and name.
 */
export async function findStores(db: Queryable, search: StoreSearch, culture: Culture, now: Date): Promise<StoreSummary[]> {
  const rows = await db.query<StoreRow>(
    `SELECT ${storeColumns} FROM stores s
     WHERE ($1::text IS NULL OR s.market = $1)
       AND ($2::text IS NULL OR search_text(s.name || ' ' || s.city || ' ' || s.street || ' ' || s.postal_code) LIKE '%' || search_text($2) || '%')
     ORDER BY s.city, s.name`,
    [search.market ?? null, search.text ?? null],
  );
  const stores = rows.map((row) => summaryOf(row, culture, now, search.position));
  return search.position ? stores.sort((a, b) => a.distanceKm! - b.distanceKm!) : stores;
}

export async function storeById(db: Queryable, id: string, culture: Culture, now: Date): Promise<StoreDetails | null> {
  const [row] = await db.query<StoreRow>(`SELECT ${storeColumns} FROM stores s WHERE s.id = $1`, [id]);
  if (!row) return null;
  const today = localTime(now, row.time_zone).weekday;
  const openingHours: OpeningHoursDay[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const day = row.week.find((candidate) => candidate.weekday === weekday);
    return {
      weekday,
      name: weekdayName(weekday, culture),
      ...(day ? { opens: day.opens.slice(0, 5), closes: day.closes.slice(0, 5) } : {}),
      isToday: weekday === today,
    };
  });
  return { ...summaryOf(row, culture, now), phone: row.phone, timeZone: row.time_zone, services: row.services, openingHours };
}

/** How many of the variant each store has on its shelf; a store without a row has none. */
export function storeQuantities(db: Queryable, variantCode: string): Promise<{ store_id: string; quantity: number }[]> {
  return db.query<{ store_id: string; quantity: number }>('SELECT store_id, quantity FROM store_stock WHERE variant_code = $1', [variantCode]);
}
