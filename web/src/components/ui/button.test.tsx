import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

/** What react-aria's live announcer is reading, or has read in the last seconds, by the button's label. */
const announcementsOf = (button: HTMLElement) =>
  document.querySelectorAll(`[data-live-announcer] [aria-labelledby~="${CSS.escape(button.id)}"]`);

describe('Button', () => {
  it('announces that it is busy, and takes the announcement with it when it leaves the page', () => {
    const { rerender, unmount } = render(<Button isPending={false}>REGISTER</Button>);
    const button = screen.getByRole('button', { name: 'REGISTER' });
    act(() => button.focus());
    rerender(<Button isPending>REGISTER</Button>);
    expect(announcementsOf(button)).toHaveLength(1);

    // A form replaced by its outcome: the button goes while its announcement would stay 7 s more.
    unmount();
    expect(announcementsOf(button)).toHaveLength(0);
  });
});
