// The header search's animated placeholder: four example product names
// typed one letter every 50-70 ms, each held for 1500 ms before the next one starts,
// round the list TYPING_ROUNDS times, then the still hint.

export const EXAMPLE_PRODUCTS = ['Standard Business Cards', 'Pull-Up Roller Banners', 'Printed T-Shirts', 'Paper Carrier Bags'] as const;

export const LETTER_DELAY_MS = { min: 50, max: 70 } as const;
export const NAME_PAUSE_MS = 1500;

/**
 * How many times the names go round before the box keeps the still hint: enough to show what can be
 * searched for as the page opens; typing for as long as the page stays open repaints the box every
 * letter and kept an idle page's main thread a fifth busy on a slow phone.
 */
export const TYPING_ROUNDS = 2;

/** What the shopper sees when motion is reduced or the typing is over: no typing, the same hint. */
export const STATIC_PLACEHOLDER = `Search for ${EXAMPLE_PRODUCTS[0]}…`;

/** How far the typing is: `length` letters of the name at `nameIndex`, in the round numbered `round` (from 0). */
export interface TypingFrame {
  readonly nameIndex: number;
  readonly length: number;
  readonly round: number;
}

export const FIRST_FRAME: TypingFrame = { nameIndex: 0, length: 0, round: 0 };

/** The last name of the last round has had its pause: the still hint from now on. */
export function isTypingOver(frame: TypingFrame): boolean {
  return frame.round >= TYPING_ROUNDS;
}

export function frameText(frame: TypingFrame, names: readonly string[] = EXAMPLE_PRODUCTS): string {
  return `Search for ${(names[frame.nameIndex] ?? '').slice(0, frame.length)}`;
}

function isComplete(frame: TypingFrame, names: readonly string[]): boolean {
  return frame.length >= (names[frame.nameIndex]?.length ?? 0);
}

/** The frame after this one: one more letter, or the next name (round the list, a round further) from its first letter. */
export function nextFrame(frame: TypingFrame, names: readonly string[] = EXAMPLE_PRODUCTS): TypingFrame {
  if (!isComplete(frame, names)) return { ...frame, length: frame.length + 1 };
  const nameIndex = (frame.nameIndex + 1) % names.length;
  return { nameIndex, length: 1, round: nameIndex === 0 ? frame.round + 1 : frame.round };
}

/**
 * How long this frame stays: the pause on a whole name, else a letter's time. `random` (0 to 1) varies
 * the letters a little, as a person types.
 */
export function frameDuration(frame: TypingFrame, random: number, names: readonly string[] = EXAMPLE_PRODUCTS): number {
  if (isComplete(frame, names)) return NAME_PAUSE_MS;
  return Math.round(LETTER_DELAY_MS.min + random * (LETTER_DELAY_MS.max - LETTER_DELAY_MS.min));
}
