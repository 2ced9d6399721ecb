import type { MarketCode } from '@storefront/platform';
import type { Queryable } from '@storefront/platform/server';
import { slugify } from '../demo-data/slug';
import { assignStoreStock } from './store-stock-assignment';

interface DemoStore {
  market: MarketCode;
  city: string;
  street: string;
  postalCode: string;
  lat: number;
  lon: number;
  phone: string;
}

const timeZones: Record<MarketCode, string> = {
  SE: 'Europe/Stockholm', NO: 'Europe/Oslo', FI: 'Europe/Helsinki', DK: 'Europe/Copenhagen',
  PL: 'Europe/Warsaw', AT: 'Europe/Vienna', DE: 'Europe/Berlin', NL: 'Europe/Amsterdam',
};

/** Real cities and streets with their coordinates; the stores themselves are made up. */
const demoStores: DemoStore[] = [
  { market: 'SE', city: 'Stockholm', street: 'Drottninggatan 53', postalCode: '111 21', lat: 59.3326, lon: 18.0649, phone: '+46 8 410 100 01' },
  { market: 'SE', city: 'Stockholm', street: 'Götgatan 36', postalCode: '118 26', lat: 59.3147, lon: 18.0724, phone: '+46 8 410 100 02' },
  { market: 'SE', city: 'Göteborg', street: 'Kungsgatan 40', postalCode: '411 19', lat: 57.7051, lon: 11.9668, phone: '+46 31 410 100' },
  { market: 'SE', city: 'Malmö', street: 'Södergatan 12', postalCode: '211 34', lat: 55.6035, lon: 13.0007, phone: '+46 40 410 100' },
  { market: 'SE', city: 'Uppsala', street: 'Kungsängsgatan 7', postalCode: '753 22', lat: 59.8571, lon: 17.6404, phone: '+46 18 410 100' },
  { market: 'SE', city: 'Linköping', street: 'Storgatan 30', postalCode: '582 23', lat: 58.4108, lon: 15.6214, phone: '+46 13 410 100' },
  { market: 'NO', city: 'Oslo', street: 'Karl Johans gate 14', postalCode: '0154', lat: 59.9127, lon: 10.7461, phone: '+47 22 41 01 01' },
  { market: 'NO', city: 'Oslo', street: 'Bogstadveien 27', postalCode: '0355', lat: 59.9263, lon: 10.7252, phone: '+47 22 41 01 02' },
  { market: 'NO', city: 'Bergen', street: 'Torgallmenningen 8', postalCode: '5014', lat: 60.3929, lon: 5.3242, phone: '+47 55 41 01 00' },
  { market: 'NO', city: 'Trondheim', street: 'Nordre gate 11', postalCode: '7011', lat: 63.4325, lon: 10.3951, phone: '+47 73 41 01 00' },
  { market: 'FI', city: 'Helsinki', street: 'Aleksanterinkatu 21', postalCode: '00100', lat: 60.1688, lon: 24.9458, phone: '+358 9 4101 001' },
  { market: 'FI', city: 'Helsinki', street: 'Itäkatu 1', postalCode: '00930', lat: 60.2107, lon: 25.0808, phone: '+358 9 4101 002' },
  { market: 'FI', city: 'Tampere', street: 'Hämeenkatu 17', postalCode: '33200', lat: 61.4981, lon: 23.7611, phone: '+358 3 4101 000' },
  { market: 'FI', city: 'Turku', street: 'Yliopistonkatu 22', postalCode: '20100', lat: 60.4518, lon: 22.2666, phone: '+358 2 4101 000' },
  { market: 'DK', city: 'København', street: 'Strøget, Amagertorv 19', postalCode: '1160', lat: 55.6786, lon: 12.5788, phone: '+45 33 41 01 01' },
  { market: 'DK', city: 'København', street: 'Nørrebrogade 52', postalCode: '2200', lat: 55.6925, lon: 12.5531, phone: '+45 33 41 01 02' },
  { market: 'DK', city: 'Aarhus', street: 'Søndergade 43', postalCode: '8000', lat: 56.1533, lon: 10.2073, phone: '+45 86 41 01 00' },
  { market: 'DK', city: 'Odense', street: 'Vestergade 30', postalCode: '5000', lat: 55.3959, lon: 10.3846, phone: '+45 66 41 01 00' },
  { market: 'PL', city: 'Warszawa', street: 'ul. Nowy Świat 22', postalCode: '00-373', lat: 52.2334, lon: 21.0178, phone: '+48 22 410 10 01' },
  { market: 'PL', city: 'Kraków', street: 'ul. Floriańska 14', postalCode: '31-021', lat: 50.0630, lon: 19.9396, phone: '+48 12 410 10 00' },
  { market: 'PL', city: 'Gdańsk', street: 'ul. Długa 45', postalCode: '80-827', lat: 54.3486, lon: 18.6520, phone: '+48 58 410 10 00' },
  { market: 'PL', city: 'Wrocław', street: 'ul. Świdnicka 8', postalCode: '50-066', lat: 51.1069, lon: 17.0307, phone: '+48 71 410 10 00' },
  { market: 'DE', city: 'Berlin', street: 'Tauentzienstraße 15', postalCode: '10789', lat: 52.5017, lon: 13.3400, phone: '+49 30 4101 0001' },
  { market: 'DE', city: 'Hamburg', street: 'Mönckebergstraße 7', postalCode: '20095', lat: 53.5508, lon: 10.0021, phone: '+49 40 4101 0000' },
  { market: 'DE', city: 'München', street: 'Kaufingerstraße 9', postalCode: '80331', lat: 48.1374, lon: 11.5723, phone: '+49 89 4101 0000' },
  { market: 'DE', city: 'Köln', street: 'Schildergasse 65', postalCode: '50667', lat: 50.9362, lon: 6.9528, phone: '+49 221 4101 000' },
  { market: 'AT', city: 'Wien', street: 'Mariahilfer Straße 42', postalCode: '1070', lat: 48.1990, lon: 16.3520, phone: '+43 1 410 10 01' },
  { market: 'AT', city: 'Graz', street: 'Herrengasse 9', postalCode: '8010', lat: 47.0703, lon: 15.4395, phone: '+43 316 410 100' },
  { market: 'AT', city: 'Salzburg', street: 'Getreidegasse 21', postalCode: '5020', lat: 47.8000, lon: 13.0432, phone: '+43 662 410 100' },
  { market: 'NL', city: 'Amsterdam', street: 'Kalverstraat 92', postalCode: '1012 PH', lat: 52.3702, lon: 4.8910, phone: '+31 20 410 1001' },
  { market: 'NL', city: 'Rotterdam', street: 'Lijnbaan 61', postalCode: '3012 EL', lat: 51.9198, lon: 4.4765, phone: '+31 10 410 1000' },
  { market: 'NL', city: 'Utrecht', street: 'Oudegracht 150', postalCode: '3511 AZ', lat: 52.0894, lon: 5.1194, phone: '+31 30 410 1000' },
];

/** Shops are closed on Sundays in Germany, Austria and (mostly) Poland; elsewhere they open late on Sundays. */
function weekOf(market: MarketCode): { weekday: number; opens: string; closes: string }[] {
  const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '10:00', closes: '20:00' }));
  const saturday = { weekday: 6, opens: '10:00', closes: '18:00' };
  const sunday = ['DE', 'AT', 'PL'].includes(market) ? [] : [{ weekday: 7, opens: '11:00', closes: '17:00' }];
  return [...weekdays, saturday, ...sunday];
}

const services = ['makeup-consultation', 'skin-analysis', 'click-and-collect', 'brow-bar'];

/** The demo stores (32 in the eight markets), their week and their stock of the demo catalog. */
export async function seedDemoStores(tx: Queryable): Promise<void> {
  const rows = demoStores.map((store, index) => {
    const area = store.street.replace(/^ul\.\s*/, '').split(',')[0]!.replace(/\s*\d.*$/, '').trim();
    return {
      id: slugify(`${store.city} ${area}`),
      market: store.market,
      name: `Beauty Store ${store.city} ${area}`,
      street: store.street,
      postal_code: store.postalCode,
      city: store.city,
      lat: store.lat,
      lon: store.lon,
      phone: store.phone,
      time_zone: timeZones[store.market],
      services: services.filter((_service, serviceIndex) => (index + serviceIndex) % 3 !== 0),
    };
  });
  await tx.query(
    `INSERT INTO stores (id, market, name, street, postal_code, city, lat, lon, phone, time_zone, services)
     SELECT id, market, name, street, postal_code, city, lat, lon, phone, time_zone, services
     FROM json_populate_recordset(NULL::stores, $1::json)`,
    [JSON.stringify(rows)],
  );
  await tx.query(
    `INSERT INTO store_opening_hours (store_id, weekday, opens, closes)
     SELECT store_id, weekday, opens, closes FROM json_populate_recordset(NULL::store_opening_hours, $1::json)`,
    [JSON.stringify(rows.flatMap((row) => weekOf(row.market as MarketCode).map((day) => ({ store_id: row.id, ...day }))))],
  );
  await assignStoreStock(tx, 'all');
}
