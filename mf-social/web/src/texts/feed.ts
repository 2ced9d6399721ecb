import type { PhraseTable } from '@storefront/platform';

/** The member’s feed: what the profiles they follow wrote. */
export const feedPhrases: PhraseTable = {
  'sv-SE': {
    '/Social/Feed/Heading': 'Ditt flöde',
    '/Social/Feed/Intro': 'Det senaste från medlemmarna du följer.',
    '/Social/Feed/FollowNobody':
      'Du följer ingen än. Välj en skribents namn vid ett omdöme eller en fråga för att se profilen, och följ den där.',
    '/Social/Feed/NothingYet': 'De du följer har inte skrivit något än.',
    '/Social/Feed/FollowingCount': 'Profiler du följer: {count}',
    '/Social/Feed/OwnProfile': 'Din profil',
    '/Social/Feed/Everyone': 'Senaste inläggen från alla',
  },
  'nb-NO': {
    '/Social/Feed/Heading': 'Din strøm',
    '/Social/Feed/Intro': 'Det siste fra medlemmene du følger.',
    '/Social/Feed/FollowNobody':
      'Du følger ingen ennå. Velg en skribents navn ved en omtale eller et spørsmål for å se profilen, og følg den der.',
    '/Social/Feed/NothingYet': 'De du følger har ikke skrevet noe ennå.',
    '/Social/Feed/FollowingCount': 'Profiler du følger: {count}',
    '/Social/Feed/OwnProfile': 'Profilen din',
    '/Social/Feed/Everyone': 'Siste innlegg fra alle',
  },
  'fi-FI': {
    '/Social/Feed/Heading': 'Syötteesi',
    '/Social/Feed/Intro': 'Uusimmat seuraamiltasi jäseniltä.',
    '/Social/Feed/FollowNobody':
      'Et seuraa vielä ketään. Valitse kirjoittajan nimi arvostelun tai kysymyksen kohdalta nähdäksesi profiilin, ja seuraa sitä siellä.',
    '/Social/Feed/NothingYet': 'Seuraamasi jäsenet eivät ole vielä kirjoittaneet mitään.',
    '/Social/Feed/FollowingCount': 'Seuraamasi profiilit: {count}',
    '/Social/Feed/OwnProfile': 'Oma profiilisi',
    '/Social/Feed/Everyone': 'Kaikkien uusimmat julkaisut',
  },
  'da-DK': {
    '/Social/Feed/Heading': 'Dit feed',
    '/Social/Feed/Intro': 'Det seneste fra de medlemmer, du følger.',
    '/Social/Feed/FollowNobody':
      'Du følger ingen endnu. Vælg en skribents navn ved en anmeldelse eller et spørgsmål for at se profilen, og følg den der.',
    '/Social/Feed/NothingYet': 'Dem, du følger, har ikke skrevet noget endnu.',
    '/Social/Feed/FollowingCount': 'Profiler, du følger: {count}',
    '/Social/Feed/OwnProfile': 'Din profil',
    '/Social/Feed/Everyone': 'Seneste indlæg fra alle',
  },
  'pl-PL': {
    '/Social/Feed/Heading': 'Twój kanał',
    '/Social/Feed/Intro': 'Najnowsze wpisy obserwowanych członków.',
    '/Social/Feed/FollowNobody':
      'Nikogo jeszcze nie obserwujesz. Wybierz imię autora przy opinii lub pytaniu, aby zobaczyć profil, i obserwuj go tam.',
    '/Social/Feed/NothingYet': 'Obserwowane osoby jeszcze nic nie napisały.',
    '/Social/Feed/FollowingCount': 'Obserwowane profile: {count}',
    '/Social/Feed/OwnProfile': 'Twój profil',
    '/Social/Feed/Everyone': 'Najnowsze wpisy wszystkich',
  },
  'de-DE': {
    '/Social/Feed/Heading': 'Dein Feed',
    '/Social/Feed/Intro': 'Das Neueste von den Mitgliedern, denen du folgst.',
    '/Social/Feed/FollowNobody':
      'Du folgst noch niemandem. Wähle den Namen einer Person bei einer Bewertung oder Frage, um ihr Profil zu sehen, und folge ihr dort.',
    '/Social/Feed/NothingYet': 'Die Mitglieder, denen du folgst, haben noch nichts geschrieben.',
    '/Social/Feed/FollowingCount': 'Profile, denen du folgst: {count}',
    '/Social/Feed/OwnProfile': 'Dein Profil',
    '/Social/Feed/Everyone': 'Neueste Beiträge von allen',
  },
  'nl-NL': {
    '/Social/Feed/Heading': 'Jouw feed',
    '/Social/Feed/Intro': 'Het laatste van de leden die je volgt.',
    '/Social/Feed/FollowNobody':
      'Je volgt nog niemand. Kies de naam van een schrijver bij een review of vraag om het profiel te zien, en volg het daar.',
    '/Social/Feed/NothingYet': 'De leden die je volgt, hebben nog niets geschreven.',
    '/Social/Feed/FollowingCount': 'Profielen die je volgt: {count}',
    '/Social/Feed/OwnProfile': 'Jouw profiel',
    '/Social/Feed/Everyone': 'Nieuwste berichten van iedereen',
  },
  'en-US': {
    '/Social/Feed/Heading': 'Your feed',
    '/Social/Feed/Intro': 'The latest from the members you follow.',
    '/Social/Feed/FollowNobody':
      'You follow nobody yet. Choose a writer’s name by a review or a question to see their profile, and follow them there.',
    '/Social/Feed/NothingYet': 'The members you follow have not written anything yet.',
    '/Social/Feed/FollowingCount': 'Profiles you follow: {count}',
    '/Social/Feed/OwnProfile': 'Your profile',
    '/Social/Feed/Everyone': 'Latest posts from everyone',
  },
};
