import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useContextMenuOff } from './context-menu-off';

function Page({ off }: { off: boolean }) {
  useContextMenuOff(off);
  return (
    <div>
      <img alt="A flyer" src="/media/flyer.png" />
      <input aria-label="Email" />
      <textarea aria-label="Message" />
    </div>
  );
}

/** Dispatches a right click on the element and says whether the browser's menu would open. */
function menuOpensOn(element: Element): boolean {
  return element.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));
}

describe('useContextMenuOff', () => {
  it('keeps the context menu closed on the page but open in form fields while the setting is on', () => {
    const { getByAltText, getByLabelText, unmount } = render(<Page off />);
    expect(menuOpensOn(getByAltText('A flyer'))).toBe(false);
    expect(menuOpensOn(getByLabelText('Email'))).toBe(true);
    expect(menuOpensOn(getByLabelText('Message'))).toBe(true);
    unmount();
    // Gone with the page: nothing is left listening.
    expect(menuOpensOn(document.body)).toBe(true);
  });

  it('leaves the context menu alone while the setting is off', () => {
    const { getByAltText } = render(<Page off={false} />);
    expect(menuOpensOn(getByAltText('A flyer'))).toBe(true);
  });
});
