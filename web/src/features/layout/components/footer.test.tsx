import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetServerTime, keepServerTime } from '@web/lib/server-clock';
import { InRouter } from '@web/test/router-context';
import { Footer } from './footer';

describe('Footer', () => {
  afterEach(() => {
    forgetServerTime();
    vi.useRealTimers();
  });

  it('shows the year of the page the server rendered, not the browser clock’s, so it hydrates across New Year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // The server rendered the page ten seconds before midnight in London; the browser reads it just after.
    vi.setSystemTime(new Date('2027-01-01T00:00:05Z'));
    keepServerTime(Date.parse('2026-12-31T23:59:50Z'));
    render(
      <InRouter>
        <Footer newsletter={null} />
      </InRouter>,
    );
    expect(screen.getByText(/^© 2026 /)).toBeInTheDocument();
  });
});
