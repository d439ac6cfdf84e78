import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepServerTime } from '@web/lib/server-clock';
import { CountdownBox } from './countdown-box';

const digits = () =>
  screen
    .getByRole('timer')
    .textContent?.match(/\d{2}/g)
    ?.join(':');

describe('CountdownBox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    keepServerTime(Date.now());
    vi.useRealTimers();
  });

  it('counts down to 16:00 London time, second by second', () => {
    vi.setSystemTime(new Date('2025-07-15T13:58:30.500Z')); // 14:58:30.5 BST
    render(<CountdownBox minDelivery={null} />);
    expect(digits()).toBe('01:01:30');
    expect(screen.getByText('Time left to order for same-day printing')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1000));
    expect(digits()).toBe('01:01:29');
  });

  it("counts to tomorrow's cut-off once 16:00 has passed", () => {
    vi.setSystemTime(new Date('2025-01-15T16:30:00Z')); // 16:30 GMT
    render(<CountdownBox minDelivery={null} />);
    expect(digits()).toBe('23:30:00');
    expect(screen.getByText(/Today's cut-off has passed/)).toBeInTheDocument();
  });

  it('keeps the ticking digits out of live announcements and names them with a sentence', () => {
    vi.setSystemTime(new Date('2025-07-15T09:00:00Z'));
    render(<CountdownBox minDelivery={null} />);
    const timer = screen.getByRole('timer', { name: 'Time left to order for same-day printing' });
    expect(timer).toHaveAttribute('aria-live', 'off');
  });

  it('shows the earliest delivery date as the upstream words it', () => {
    vi.setSystemTime(new Date('2025-07-15T09:00:00Z'));
    render(<CountdownBox minDelivery={{ day: 'Thursday', date: '17', suffix: 'th', month: 'July' }} />);
    expect(screen.getByText('Thursday 17th July')).toBeInTheDocument();
  });

  it("counts by the server's clock when the browser's is hours off", () => {
    vi.setSystemTime(new Date('2025-07-15T11:58:30.500Z')); // the browser's 12:58:30.5 BST, 2 h slow
    keepServerTime(Date.parse('2025-07-15T13:58:30.500Z'));
    render(<CountdownBox minDelivery={null} />);
    expect(digits()).toBe('01:01:30');

    act(() => vi.advanceTimersByTime(1000));
    expect(digits()).toBe('01:01:29');
  });

});
