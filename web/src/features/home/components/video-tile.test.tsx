import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InRouter } from '@web/test/router-context';
import { stubReducedMotion } from '../test/home-fixtures';
import { VideoTile } from './video-tile';

const renderTile = () =>
  render(
    <InRouter>
      <VideoTile />
    </InRouter>,
  );
const trigger = () => screen.getByRole('button', { name: 'Watch how we print' });

describe('VideoTile', () => {
  // The dialog's code (react-aria) takes seconds to transform on a busy machine the first time it is
  // imported; the tests wait for it as the page does, but not against their own time limit.
  beforeAll(() => import('./film-dialog'), 30_000);
  beforeEach(() => stubReducedMotion(true));

  it('renders a plain button that says it opens a dialog, and no dialog yet', () => {
    renderTile();
    expect(trigger()).toHaveAttribute('type', 'button');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the film in a dialog from the keyboard once its code is there, and Escape returns focus to the button', async () => {
    const user = userEvent.setup();
    renderTile();
    const button = trigger();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'How we print' });
    expect(within(dialog).getByRole('button', { name: 'Play film' })).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Chapters' }).querySelectorAll('button')).toHaveLength(4);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // The page behind the dialog is hidden from assistive tech meanwhile, so the button is held.
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger()).toHaveFocus());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with a click and closes with its close button, focus back on the button', async () => {
    const user = userEvent.setup();
    renderTile();
    await user.click(trigger());
    const dialog = await screen.findByRole('dialog', { name: 'How we print' });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger()).toHaveFocus());
  });
});
