/**
 * Words that hold a post or comment for a moderator before anyone sees it: strong swearwords and insults in the
 * languages of the shop's markets, as whole words in their common forms. Kept short on purpose: a word that is
 * harmless in another market's language would hold ordinary reviews: the Swedish 'fick' (got) leaves out the German
 * swearword, the Finnish 'suka' (a mascara's brush) the Polish insult, and the English 'fan' the Swedish curse.
 */
export const filteredWords: readonly string[] = [
  // English
  'fuck', 'fucking', 'fucked', 'motherfucker', 'shit', 'bullshit', 'cunt', 'bitch', 'bastard', 'asshole', 'dickhead', 'whore', 'slut',
  // Swedish
  'fitta', 'kuk', 'kukhuvud', 'hora', 'horunge', 'jävla', 'jävlar', 'helvete', 'skit', 'skitstövel',
  // Norwegian and Danish
  'faen', 'fitte', 'hore', 'pikk', 'pik', 'kæft', 'fandens', 'kusse', 'luder',
  // Finnish
  'vittu', 'vitun', 'perkele', 'saatana', 'huora', 'kyrpä', 'paska', 'mulkku',
  // German
  'scheiße', 'scheisse', 'fotze', 'hure', 'arschloch', 'wichser', 'schlampe', 'ficken',
  // Polish
  'kurwa', 'kurwy', 'chuj', 'chuja', 'pierdol', 'pierdolić', 'jebać', 'jebany', 'dziwka',
];
