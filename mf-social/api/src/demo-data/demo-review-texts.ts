/** What the demo reviews say, by how many stars they give: a title and a text (some with hashtags), picked at random. */
export interface DemoReviewText {
  title: string;
  text: string;
}

const loved: DemoReviewText[] = [
  { title: 'My new favourite', text: 'I have used it every day for a month and it still feels like a treat. Worth every crown. #everyday' },
  { title: 'Lives up to the hype', text: 'Bought it after reading the reviews and I am not disappointed. Lovely texture and it lasts.' },
  { title: 'Repurchased three times', text: 'This is the third one I have bought. Nothing else I have tried works as well for me.' },
  { title: 'Gentle and effective', text: 'My skin is sensitive and this has never irritated it. Visible difference after two weeks. #sensitiveskin' },
  { title: 'Perfect for travel', text: 'Small enough for my bag and it does exactly what it promises. I keep one at work too. #travel #everyday' },
  { title: 'Beautiful finish', text: 'Goes on smoothly, looks natural and stays put all day. I get compliments when I wear it. #longwear' },
];

const mixed: DemoReviewText[] = [
  { title: 'Good, not great', text: 'It does the job but I expected a bit more for the price. The scent fades quickly.' },
  { title: 'Nice but not for me', text: 'The quality is fine, it just did not suit my skin as well as I hoped. Might work for others.' },
  { title: 'Okay for everyday', text: 'A decent everyday product. The packaging could be better: it is hard to get the last bit out.' },
];

const disliked: DemoReviewText[] = [
  { title: 'Disappointed', text: 'It did not meet my expectations at all and I went back to what I used before.' },
  { title: 'Broke me out', text: 'After a few days my skin reacted badly, so I stopped using it. Patch test first. #sensitiveskin' },
  { title: 'Not worth the price', text: 'Very little product for the money, and the effect was gone within an hour.' },
];

export function demoReviewTexts(stars: number): readonly DemoReviewText[] {
  return stars >= 4 ? loved : stars === 3 ? mixed : disliked;
}

/** The demo reviewers' display names: first names and an initial, as shoppers sign. */
export const demoReviewerNames = [
  'Anna L.', 'Maja K.', 'Elin S.', 'Sofia B.', 'Ida N.', 'Emma J.', 'Nora H.', 'Alva P.', 'Saga T.', 'Freja M.',
  'Linnea G.', 'Wilma R.', 'Olivia D.', 'Ebba F.', 'Julia V.', 'Klara E.', 'Hanna Ö.', 'Leo A.', 'Noah C.', 'Elias W.',
  'Ingrid Å.', 'Sara Z.', 'Amira Y.', 'Lina Q.',
] as const;
