import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_PRODUCTS,
  FIRST_FRAME,
  NAME_PAUSE_MS,
  TYPING_ROUNDS,
  frameDuration,
  frameText,
  isTypingOver,
  nextFrame,
  type TypingFrame,
} from './typing-placeholder';

describe('typing placeholder', () => {
  it('rotates four example product names', () => {
    expect(EXAMPLE_PRODUCTS).toHaveLength(4);
  });

  it('types one letter a frame, then moves on to the next name and round again', () => {
    const names = ['Ab', 'C'];
    const frames: string[] = [];
    let frame: TypingFrame = FIRST_FRAME;
    for (let step = 0; step < 7; step += 1) {
      frames.push(frameText(frame, names));
      frame = nextFrame(frame, names);
    }
    expect(frames).toEqual(['Search for ', 'Search for A', 'Search for Ab', 'Search for C', 'Search for A', 'Search for Ab', 'Search for C']);
  });

  it('is over once the last name of the last round has been shown', () => {
    const names = ['Ab', 'C'];
    let frame: TypingFrame = FIRST_FRAME;
    let shown = 0;
    while (!isTypingOver(frame)) {
      shown += 1;
      frame = nextFrame(frame, names);
    }
    // 'Search for ' once, then per round the two letters of 'Ab' and the one of 'C'.
    expect(shown).toBe(1 + 3 * TYPING_ROUNDS);
  });

  it('takes 50 to 70 ms a letter and holds a whole name for 1500 ms', () => {
    const names = ['Ab'];
    expect(frameDuration({ nameIndex: 0, length: 1, round: 0 }, 0, names)).toBe(50);
    expect(frameDuration({ nameIndex: 0, length: 1, round: 0 }, 0.999, names)).toBe(70);
    expect(frameDuration({ nameIndex: 0, length: 2, round: 0 }, 0.5, names)).toBe(NAME_PAUSE_MS);
    expect(NAME_PAUSE_MS).toBe(1500);
  });
});
