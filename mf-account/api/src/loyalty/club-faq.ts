import type { Culture } from '@storefront/platform';

export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * The club page's questions and answers, in each of the shop's languages. They state the rules this server applies:
 * levels at 2 000 and 5 000 points (loyalty-levels.ts), points from Checkout's orders (one per whole currency unit
 * paid), 365 days, returns 30 days from shipping and complaints 3 years (orders/return-rules.ts).
 */
export const clubFaq: Record<Culture, FaqEntry[]> = {
  'sv-SE': [
    { question: 'Hur blir jag medlem?', answer: 'Skapa ett konto och godkänn klubbvillkoren. Medlemskapet är gratis och du får medlemspriser direkt.' },
    {
      question: 'Hur tjänar jag poäng?',
      answer: 'Du får en poäng för varje hel krona du betalar för dina beställningar, efter rabatter. Poängen räknas när beställningen är lagd; en avbruten beställning ger inga poäng.',
    },
    { question: 'Hur länge gäller mina poäng?', answer: 'Din nivå bygger på poängen du tjänat de senaste 365 dagarna. Äldre poäng räknas inte längre.' },
    { question: 'Vilka nivåer finns det?', answer: 'Medlem från första dagen, Silver vid 2 000 poäng och Guld vid 5 000 poäng tjänade inom 365 dagar.' },
    { question: 'Var ser jag min nivå och mina poäng?', answer: 'På Mina sidor och på den här sidan när du är inloggad. Där ser du också hur många poäng som fattas till nästa nivå.' },
    {
      question: 'Hur returnerar jag en produkt?',
      answer: 'Gå till Mina sidor och dina beställningar. Du kan returnera inom 30 dagar från att beställningen skickades och reklamera en felaktig produkt i upp till 3 år.',
    },
    { question: 'Hur lämnar jag klubben?', answer: 'Radera ditt konto under Min profil. Då tas dina uppgifter bort och du får inga fler utskick från oss.' },
  ],
  'nb-NO': [
    { question: 'Hvordan blir jeg medlem?', answer: 'Opprett en konto og godta klubbvilkårene. Medlemskapet er gratis, og du får medlemspriser med en gang.' },
    {
      question: 'Hvordan tjener jeg poeng?',
      answer: 'Du får ett poeng for hver hele krone du betaler for bestillingene dine, etter rabatter. Poengene telles når bestillingen er lagt inn; en kansellert bestilling gir ingen poeng.',
    },
    { question: 'Hvor lenge gjelder poengene mine?', answer: 'Nivået ditt bygger på poengene du har tjent de siste 365 dagene. Eldre poeng teller ikke lenger.' },
    { question: 'Hvilke nivåer finnes?', answer: 'Medlem fra første dag, Sølv ved 2 000 poeng og Gull ved 5 000 poeng tjent innen 365 dager.' },
    { question: 'Hvor ser jeg nivået og poengene mine?', answer: 'På Mine sider og på denne siden når du er logget inn. Der ser du også hvor mange poeng som mangler til neste nivå.' },
    {
      question: 'Hvordan returnerer jeg et produkt?',
      answer: 'Gå til Mine sider og bestillingene dine. Du kan returnere innen 30 dager etter at bestillingen ble sendt, og reklamere på et feil produkt i opptil 3 år.',
    },
    { question: 'Hvordan melder jeg meg ut av klubben?', answer: 'Slett kontoen din under Min profil. Da slettes opplysningene dine, og du får ingen flere utsendelser fra oss.' },
  ],
  'fi-FI': [
    { question: 'Miten minusta tulee jäsen?', answer: 'Luo tili ja hyväksy klubin ehdot. Jäsenyys on maksuton, ja saat jäsenhinnat heti.' },
    {
      question: 'Miten ansaitsen pisteitä?',
      answer: 'Saat yhden pisteen jokaisesta kokonaisesta eurosta, jonka maksat tilauksistasi alennusten jälkeen. Pisteet lasketaan, kun tilaus on tehty; peruttu tilaus ei kerrytä pisteitä.',
    },
    { question: 'Kuinka kauan pisteeni ovat voimassa?', answer: 'Tasosi perustuu viimeisten 365 päivän aikana ansaittuihin pisteisiin. Vanhempia pisteitä ei enää lasketa.' },
    { question: 'Mitä tasoja on?', answer: 'Jäsen ensimmäisestä päivästä, Hopea 2 000 pisteestä ja Kulta 5 000 pisteestä, jotka on ansaittu 365 päivän aikana.' },
    { question: 'Mistä näen tasoni ja pisteeni?', answer: 'Omilta sivuilta ja tältä sivulta, kun olet kirjautunut. Näet myös, montako pistettä seuraavaan tasoon puuttuu.' },
    {
      question: 'Miten palautan tuotteen?',
      answer: 'Siirry Omille sivuille ja tilauksiisi. Voit palauttaa 30 päivän kuluessa tilauksen lähettämisestä ja tehdä reklamaation viallisesta tuotteesta 3 vuoden ajan.',
    },
    { question: 'Miten eroan klubista?', answer: 'Poista tilisi kohdassa Oma profiili. Tietosi poistetaan, etkä saa meiltä enää viestejä.' },
  ],
  'da-DK': [
    { question: 'Hvordan bliver jeg medlem?', answer: 'Opret en konto, og accepter klubbens vilkår. Medlemskabet er gratis, og du får medlemspriser med det samme.' },
    {
      question: 'Hvordan optjener jeg point?',
      answer: 'Du får et point for hver hele krone, du betaler for dine ordrer, efter rabatter. Pointene tæller, når ordren er afgivet; en annulleret ordre giver ingen point.',
    },
    { question: 'Hvor længe gælder mine point?', answer: 'Dit niveau bygger på de point, du har optjent de seneste 365 dage. Ældre point tæller ikke længere.' },
    { question: 'Hvilke niveauer er der?', answer: 'Medlem fra første dag, Sølv ved 2.000 point og Guld ved 5.000 point optjent inden for 365 dage.' },
    { question: 'Hvor kan jeg se mit niveau og mine point?', answer: 'På Mine sider og på denne side, når du er logget ind. Her ser du også, hvor mange point der mangler til næste niveau.' },
    {
      question: 'Hvordan returnerer jeg et produkt?',
      answer: 'Gå til Mine sider og dine ordrer. Du kan returnere inden for 30 dage efter, at ordren blev sendt, og reklamere over et defekt produkt i op til 3 år.',
    },
    { question: 'Hvordan melder jeg mig ud af klubben?', answer: 'Slet din konto under Min profil. Så slettes dine oplysninger, og du får ikke flere udsendelser fra os.' },
  ],
  'pl-PL': [
    { question: 'Jak zostać członkiem klubu?', answer: 'Załóż konto i zaakceptuj regulamin klubu. Członkostwo jest bezpłatne, a ceny klubowe otrzymujesz od razu.' },
    {
      question: 'Jak zbierać punkty?',
      answer: 'Za każdy pełny złoty zapłacony za zamówienia, po rabatach, otrzymujesz jeden punkt. Punkty liczą się od złożenia zamówienia; anulowane zamówienie nie daje punktów.',
    },
    { question: 'Jak długo ważne są moje punkty?', answer: 'Twój poziom zależy od punktów zebranych w ciągu ostatnich 365 dni. Starsze punkty przestają się liczyć.' },
    { question: 'Jakie są poziomy?', answer: 'Członek od pierwszego dnia, Srebrny od 2 000 punktów i Złoty od 5 000 punktów zebranych w ciągu 365 dni.' },
    { question: 'Gdzie widzę swój poziom i punkty?', answer: 'Na stronie Moje konto oraz na tej stronie po zalogowaniu. Zobaczysz tam też, ile punktów brakuje do kolejnego poziomu.' },
    {
      question: 'Jak zwrócić produkt?',
      answer: 'Przejdź do Moje konto i swoich zamówień. Zwrotu możesz dokonać w ciągu 30 dni od wysyłki zamówienia, a reklamację wadliwego produktu złożyć w ciągu 3 lat.',
    },
    { question: 'Jak wystąpić z klubu?', answer: 'Usuń konto w zakładce Mój profil. Twoje dane zostaną usunięte i nie będziesz już otrzymywać od nas wiadomości.' },
  ],
  'de-DE': [
    { question: 'Wie werde ich Mitglied?', answer: 'Erstelle ein Konto und akzeptiere die Clubbedingungen. Die Mitgliedschaft ist kostenlos, und du erhältst sofort Mitgliederpreise.' },
    {
      question: 'Wie sammle ich Punkte?',
      answer: 'Für jeden vollen Euro, den du nach Rabatten für deine Bestellungen bezahlst, erhältst du einen Punkt. Die Punkte zählen, sobald die Bestellung aufgegeben ist; eine stornierte Bestellung bringt keine Punkte.',
    },
    { question: 'Wie lange gelten meine Punkte?', answer: 'Dein Level richtet sich nach den Punkten der letzten 365 Tage. Ältere Punkte zählen nicht mehr.' },
    { question: 'Welche Level gibt es?', answer: 'Mitglied ab dem ersten Tag, Silber ab 2.000 Punkten und Gold ab 5.000 Punkten, gesammelt innerhalb von 365 Tagen.' },
    { question: 'Wo sehe ich mein Level und meine Punkte?', answer: 'Unter Mein Konto und auf dieser Seite, wenn du angemeldet bist. Dort siehst du auch, wie viele Punkte bis zum nächsten Level fehlen.' },
    {
      question: 'Wie sende ich ein Produkt zurück?',
      answer: 'Gehe zu Mein Konto und deinen Bestellungen. Du kannst innerhalb von 30 Tagen nach dem Versand zurücksenden und ein fehlerhaftes Produkt bis zu 3 Jahre lang reklamieren.',
    },
    { question: 'Wie trete ich aus dem Club aus?', answer: 'Lösche dein Konto unter Mein Profil. Dann werden deine Daten gelöscht, und du erhältst keine Nachrichten mehr von uns.' },
  ],
  'nl-NL': [
    { question: 'Hoe word ik lid?', answer: 'Maak een account aan en accepteer de clubvoorwaarden. Het lidmaatschap is gratis en je krijgt meteen ledenprijzen.' },
    {
      question: 'Hoe spaar ik punten?',
      answer: 'Voor elke hele euro die je na kortingen voor je bestellingen betaalt, krijg je één punt. De punten tellen zodra de bestelling is geplaatst; een geannuleerde bestelling levert geen punten op.',
    },
    { question: 'Hoe lang blijven mijn punten geldig?', answer: 'Je niveau is gebaseerd op de punten die je de afgelopen 365 dagen hebt gespaard. Oudere punten tellen niet meer mee.' },
    { question: 'Welke niveaus zijn er?', answer: 'Lid vanaf de eerste dag, Zilver vanaf 2.000 punten en Goud vanaf 5.000 punten, gespaard binnen 365 dagen.' },
    { question: 'Waar zie ik mijn niveau en punten?', answer: 'Op Mijn pagina’s en op deze pagina als je bent ingelogd. Daar zie je ook hoeveel punten je nog nodig hebt voor het volgende niveau.' },
    {
      question: 'Hoe stuur ik een product terug?',
      answer: 'Ga naar Mijn pagina’s en je bestellingen. Je kunt binnen 30 dagen na verzending retourneren en tot 3 jaar lang een klacht indienen over een defect product.',
    },
    { question: 'Hoe zeg ik mijn lidmaatschap op?', answer: 'Verwijder je account onder Mijn profiel. Dan worden je gegevens verwijderd en ontvang je geen berichten meer van ons.' },
  ],
  'en-US': [
    { question: 'How do I become a member?', answer: 'Create an account and accept the club terms. Membership is free, and you get member prices right away.' },
    {
      question: 'How do I earn points?',
      answer: 'You earn one point for every whole krona, euro or złoty you pay for your orders, after discounts. Points count once the order is placed; a cancelled order earns none.',
    },
    { question: 'How long do my points count?', answer: 'Your level is based on the points you earned in the last 365 days. Older points no longer count.' },
    { question: 'What levels are there?', answer: 'Member from day one, Silver at 2,000 points and Gold at 5,000 points earned within 365 days.' },
    { question: 'Where can I see my level and points?', answer: 'On My pages, and on this page when you are logged in. You also see how many points are left to the next level.' },
    {
      question: 'How do I return a product?',
      answer: 'Go to My pages and your orders. You can return within 30 days of the order being shipped, and file a complaint about a faulty product for up to 3 years.',
    },
    { question: 'How do I leave the club?', answer: 'Delete your account under My profile. Your details are then removed and you get no more mail from us.' },
  ],
};
