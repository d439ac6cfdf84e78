// The header search's animated placeholder: four example product names
// typed one letter every 50-70 ms, each held for 1500 ms before the next one starts.

export const EXAMPLE_PRODUCTS = ['Standard Business Cards', 'Pull-Up Roller Banners', 'Printed T-Shirts', 'Paper Carrier Bags'] as const;

export const LETTER_DELAY_MS = { min: 50, max: 70 } as const;
export const NAME_PAUSE_MS = 1500;

/** What the shopper sees when motion is reduced: no typing, the same hint. */
export const STATIC_PLACEHOLDER = `Search for ${EXAMPLE_PRODUCTS[0]}…`;

/** How far the typing is: `length` letters of the name at `nameIndex`. */
export interface TypingFrame {
  readonly nameIndex: number;
  readonly length: number;
}

export const FIRST_FRAME: TypingFrame = { nameIndex: 0, length: 0 };

export function frameText(frame: TypingFrame, names: readonly string[] = EXAMPLE_PRODUCTS): string {
  return `Search for ${(names[frame.nameIndex] ?? '').slice(0, frame.length)}`;
}

function isComplete(frame: TypingFrame, names: readonly string[]): boolean {
  return frame.length >= (names[frame.nameIndex]?.length ?? 0);
}

/** The frame after this one: one more letter, or the next name (round the list) from its first letter. */
export function nextFrame(frame: TypingFrame, names: readonly string[] = EXAMPLE_PRODUCTS): TypingFrame {
  if (!isComplete(frame, names)) return { nameIndex: frame.nameIndex, length: frame.length + 1 };
  return { nameIndex: (frame.nameIndex + 1) % names.length, length: 1 };
}

/**
 * How long this frame stays: the pause on a whole name, else a letter's time. `random` (0 to 1) varies
 * the letters a little, as a person types.
 */
export function frameDuration(frame: TypingFrame, random: number, names: readonly string[] = EXAMPLE_PRODUCTS): number {
  if (isComplete(frame, names)) return NAME_PAUSE_MS;
  return Math.round(LETTER_DELAY_MS.min + random * (LETTER_DELAY_MS.max - LETTER_DELAY_MS.min));
}
