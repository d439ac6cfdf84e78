import { describe, expect, it } from 'vitest';
import { timeUntilCutOff } from './cut-off';

/** The countdown as the shopper reads it, plus the instant it counts to. */
function countdown(isoNow: string) {
  const { hours, minutes, seconds, cutOff, isToday } = timeUntilCutOff(new Date(isoNow));
  return { left: [hours, minutes, seconds], cutOff: cutOff.toISOString(), isToday };
}

describe('timeUntilCutOff in British Summer Time (UTC+1)', () => {
  it('leaves one second at 15:59:59 London', () => {
    expect(countdown('2025-07-15T14:59:59Z')).toEqual({
      left: [0, 0, 1],
      cutOff: '2025-07-15T15:00:00.000Z',
      isToday: true,
    });
  });

  it("moves to tomorrow's cut-off, 24 hours away, at 16:00:00 London", () => {
    expect(countdown('2025-07-15T15:00:00Z')).toEqual({
      left: [24, 0, 0],
      cutOff: '2025-07-16T15:00:00.000Z',
      isToday: false,
    });
  });

  it('leaves 23:59:59 at 16:00:01 London', () => {
    expect(countdown('2025-07-15T15:00:01Z').left).toEqual([23, 59, 59]);
  });

  it('counts 16 hours from London midnight, which is 23:00 the day before in UTC', () => {
    expect(countdown('2025-07-14T23:00:00Z')).toEqual({
      left: [16, 0, 0],
      cutOff: '2025-07-15T15:00:00.000Z',
      isToday: true,
    });
  });

  it('rounds part seconds up so the clock never shows 00:00:00 while orders are open', () => {
    expect(countdown('2025-07-15T14:59:59.200Z').left).toEqual([0, 0, 1]);
  });
});

describe('timeUntilCutOff in Greenwich Mean Time (UTC+0)', () => {
  it('leaves one second at 15:59:59 London', () => {
    expect(countdown('2025-01-15T15:59:59Z')).toEqual({
      left: [0, 0, 1],
      cutOff: '2025-01-15T16:00:00.000Z',
      isToday: true,
    });
  });

  it("counts to tomorrow's 16:00 from 16:00:00", () => {
    expect(countdown('2025-01-15T16:00:00Z')).toEqual({
      left: [24, 0, 0],
      cutOff: '2025-01-16T16:00:00.000Z',
      isToday: false,
    });
  });

  it('counts 16 hours from midnight', () => {
    expect(countdown('2025-01-15T00:00:00Z').left).toEqual([16, 0, 0]);
  });
});

// Clocks go forward at 01:00 GMT on Sunday 30 March 2025: that Sunday has 23 hours.
describe('timeUntilCutOff across the spring clock change', () => {
  it("still counts to Saturday's own cut-off at 15:00 on the Saturday", () => {
    expect(countdown('2025-03-29T15:00:00Z')).toEqual({
      left: [1, 0, 0],
      cutOff: '2025-03-29T16:00:00.000Z',
      isToday: true,
    });
  });

  it("is 23 hours from Saturday 16:00 GMT to Sunday's 16:00 BST", () => {
    expect(countdown('2025-03-29T16:00:00Z')).toEqual({
      left: [23, 0, 0],
      cutOff: '2025-03-30T15:00:00.000Z',
      isToday: false,
    });
  });

  it('is 14:30 from 00:30 GMT on the Sunday, because 01:00-02:00 never happens', () => {
    expect(countdown('2025-03-30T00:30:00Z').left).toEqual([14, 30, 0]);
  });
});

// Clocks go back at 01:00 GMT (02:00 BST) on Sunday 26 October 2025: that Sunday has 25 hours.
describe('timeUntilCutOff across the autumn clock change', () => {
  it("is 25 hours from Saturday 16:00 BST to Sunday's 16:00 GMT", () => {
    expect(countdown('2025-10-25T15:00:00Z')).toEqual({
      left: [25, 0, 0],
      cutOff: '2025-10-26T16:00:00.000Z',
      isToday: false,
    });
  });

  it('is 16:30 from 00:30 BST on the Sunday, because 01:00-02:00 happens twice', () => {
    expect(countdown('2025-10-25T23:30:00Z').left).toEqual([16, 30, 0]);
  });

  it('counts an ordinary day again on the Sunday after the change', () => {
    expect(countdown('2025-10-26T15:59:59Z').left).toEqual([0, 0, 1]);
  });
});
