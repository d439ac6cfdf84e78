import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetServerTime, keepServerTime } from '@web/lib/server-clock';
import { CountdownBox } from './countdown-box';

const digits = () =>
  screen
    .getByRole('timer')
    .textContent?.match(/\d{2}/g)
    ?.join(':');

describe('CountdownBox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    forgetServerTime();
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

  it('is rendered on the server worded for the time it renders, after the cut-off too', () => {
    vi.setSystemTime(new Date('2025-01-15T16:30:00Z')); // 16:30 GMT
    const html = renderToString(<CountdownBox minDelivery={null} />);
    expect(html).toContain('Order now, printed tomorrow');
    expect(html).toContain("Today&#x27;s cut-off has passed. Time left before tomorrow&#x27;s 16:00 cut-off");
  });

  it("hydrates as the server rendered it whatever the browser's clock says, then counts by the server's", async () => {
    vi.setSystemTime(new Date('2025-01-15T16:30:00Z'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CountdownBox minDelivery={null} />);
    document.body.append(container);

    vi.setSystemTime(new Date('2025-01-15T15:30:05Z')); // the browser, an hour slow, five seconds later
    keepServerTime(Date.parse('2025-01-15T16:30:00Z'));
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <CountdownBox minDelivery={null} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Order now, printed tomorrow' })).toBeInTheDocument();
    expect(digits()).toBe('23:30:00');
    container.remove();
  });
});
