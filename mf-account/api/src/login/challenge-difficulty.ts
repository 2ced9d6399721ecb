/** The proof of work's first step and its cap, in leading zero bits (2^bits SHA-256 hashes on average). */
export interface ChallengeDifficulty {
  first: number;
  cap: number;
}

/**
 * Measured on this machine (AMD EPYC, 2 cores, Node 20): the fastest SHA-256 a script gets in Node for the challenge's
 * one-block messages is about 3 M hashes/s per core (plain JavaScript; Node's own createHash makes 0.73 M/s), and the
 * shop's solver makes 1.7 M hashes/s in Chromium here.
 *
 * - First step, 16 bits: 65,536 hashes, 22 ms in Node, 40 ms in Chromium: nothing for a person, nor for a script.
 * - Each further failure on the account adds a bit (login-throttle.ts), and so does every second failure from the
 *   address, up to
 * - the cap, 25 bits: 33.5 M hashes, 11 s of a core in Node (about 20 s in Chromium here: the owner's worst case,
 *   which the unlock link spares them). 10,000 guesses an hour at the cap need 10,000 × 11 s = 110,000 core-seconds
 *   an hour: 31 cores busy all hour, where one address gets 120 failures an hour anyway (the 429 at 30 per 15
 *   minutes), and 40 an hour on one account (the 429 at 10 per 15 minutes).
 */
export const defaultChallengeDifficulty: ChallengeDifficulty = { first: 16, cap: 25 };
