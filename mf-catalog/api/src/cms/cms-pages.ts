import type { CmsBlock } from '../../../contract/content-pages';

export interface CmsContent {
  title: string;
  intro: string;
  body: CmsBlock[];
}

type Language = 'en' | 'sv';

const h = (text: string): CmsBlock => ({ type: 'heading', text });
const p = (text: string): CmsBlock => ({ type: 'paragraph', text });
const list = (...items: string[]): CmsBlock => ({ type: 'list', items });

/** The information pages (/info/<slug>) in English and Swedish; other cultures read the English text. */
export const cmsPages: Record<string, Record<Language, CmsContent>> = {
  'about-us': {
    en: {
      title: 'About us',
      intro: 'We are a Nordic beauty store with makeup, skincare, hair, fragrance and wellness from more than 60 brands.',
      body: [
        h('Beauty for everyone'),
        p('We started as a small shop with a big idea: that everyone should find products that suit them, with honest advice and fair prices.'),
        p('Today we serve customers in eight markets online and in our stores, and our club members get member prices and offers every week.'),
        h('What we stand for'),
        list('Careful selection of brands and products', 'Clear ingredient information', 'Fast delivery and easy returns'),
      ],
    },
    sv: {
      title: 'Om oss',
      intro: 'Vi är en nordisk skönhetsbutik med smink, hudvård, hår, dofter och hälsa från fler än 60 varumärken.',
      body: [
        h('Skönhet för alla'),
        p('Vi började som en liten butik med en stor idé: att alla ska hitta produkter som passar dem, med ärliga råd och schyssta priser.'),
        p('I dag möter vi kunder i åtta marknader på nätet och i våra butiker, och våra klubbmedlemmar får medlemspriser och erbjudanden varje vecka.'),
        h('Det här står vi för'),
        list('Noga utvalda varumärken och produkter', 'Tydlig information om ingredienser', 'Snabb leverans och enkla returer'),
      ],
    },
  },
  delivery: {
    en: {
      title: 'Delivery',
      intro: 'We deliver to your door, to a parcel locker or to a pick-up point.',
      body: [
        h('Delivery times'),
        p('Orders placed before 3 pm on a weekday are usually sent the same day. Delivery takes 1–4 working days depending on the market.'),
        h('Delivery options'),
        list('Pick-up point', 'Parcel locker', 'Home delivery', 'Click and collect in store'),
        p('Free delivery applies above the amount shown in the country selector for your market.'),
      ],
    },
    sv: {
      title: 'Leverans',
      intro: 'Vi levererar hem till dig, till ett paketskåp eller till ett utlämningsställe.',
      body: [
        h('Leveranstider'),
        p('Beställningar som görs före kl. 15 på vardagar skickas oftast samma dag. Leveransen tar 1–4 arbetsdagar beroende på marknad.'),
        h('Leveranssätt'),
        list('Utlämningsställe', 'Paketskåp', 'Hemleverans', 'Hämta i butik'),
        p('Fri frakt gäller över beloppet som visas i landsväljaren för din marknad.'),
      ],
    },
  },
  returns: {
    en: {
      title: 'Returns',
      intro: 'Changed your mind? You have 100 days to return unopened products.',
      body: [
        h('How to return'),
        list('Register the return under My pages', 'Pack the products in the original parcel', 'Drop the parcel at a pick-up point'),
        p('We refund the amount within 14 days after we have received the return.'),
        h('Complaints'),
        p('If a product is faulty, contact customer service and we will help you with a replacement or a refund.'),
      ],
    },
    sv: {
      title: 'Returer',
      intro: 'Ångrat dig? Du har 100 dagar på dig att returnera oöppnade produkter.',
      body: [
        h('Så returnerar du'),
        list('Registrera returen under Mina sidor', 'Packa produkterna i originalpaketet', 'Lämna paketet på ett utlämningsställe'),
        p('Vi betalar tillbaka beloppet inom 14 dagar efter att vi har tagit emot returen.'),
        h('Reklamationer'),
        p('Om en produkt är felaktig, kontakta kundservice så hjälper vi dig med en ny produkt eller pengarna tillbaka.'),
      ],
    },
  },
  'privacy-policy': {
    en: {
      title: 'Privacy policy',
      intro: 'We take care of your personal data and only use it to give you a better shopping experience.',
      body: [
        h('What we collect'),
        list('Contact details you give us', 'Orders and returns', 'How you use our website and app'),
        h('Your rights'),
        p('You can at any time ask for a copy of your data, have it corrected or have it deleted. Contact customer service to do so.'),
      ],
    },
    sv: {
      title: 'Integritetspolicy',
      intro: 'Vi tar hand om dina personuppgifter och använder dem bara för att ge dig en bättre shoppingupplevelse.',
      body: [
        h('Vad vi samlar in'),
        list('Kontaktuppgifter som du lämnar till oss', 'Beställningar och returer', 'Hur du använder vår webbplats och app'),
        h('Dina rättigheter'),
        p('Du kan när som helst begära en kopia av dina uppgifter, få dem rättade eller raderade. Kontakta kundservice för att göra det.'),
      ],
    },
  },
  'customer-service': {
    en: {
      title: 'Customer service',
      intro: 'We are here to help you with orders, deliveries, returns and product advice.',
      body: [
        h('Opening hours'),
        p('Weekdays 8 am–6 pm and weekends 10 am–4 pm.'),
        h('Common questions'),
        list('Where is my order?', 'How do I return a product?', 'How do I become a club member?'),
      ],
    },
    sv: {
      title: 'Kundservice',
      intro: 'Vi hjälper dig med beställningar, leveranser, returer och produktråd.',
      body: [
        h('Öppettider'),
        p('Vardagar 8–18 och helger 10–16.'),
        h('Vanliga frågor'),
        list('Var är min beställning?', 'Hur returnerar jag en produkt?', 'Hur blir jag klubbmedlem?'),
      ],
    },
  },
  terms: {
    en: {
      title: 'Terms and conditions',
      intro: 'These terms apply when you shop with us online.',
      body: [
        h('Prices and payment'),
        p('All prices include VAT. We accept card, invoice and the payment methods shown at checkout.'),
        h('Right of withdrawal'),
        p('You have a statutory 14-day right of withdrawal, and we extend it to 100 days for unopened products.'),
      ],
    },
    sv: {
      title: 'Köpvillkor',
      intro: 'Dessa villkor gäller när du handlar hos oss på nätet.',
      body: [
        h('Priser och betalning'),
        p('Alla priser är inklusive moms. Vi tar emot kort, faktura och de betalsätt som visas i kassan.'),
        h('Ångerrätt'),
        p('Du har lagstadgad ångerrätt i 14 dagar, och vi förlänger den till 100 dagar för oöppnade produkter.'),
      ],
    },
  },
};

export const cmsSlugs = Object.keys(cmsPages);

/** The page in the shopper's language: Swedish for sv-SE, English otherwise. */
export function cmsContent(slug: string, culture: string): CmsContent | null {
  const page = cmsPages[slug];
  if (!page) return null;
  return culture === 'sv-SE' ? page.sv : page.en;
}

export function cmsUrl(slug: string): string {
  return `/info/${slug}`;
}
