// The carousel's own glyphs, which the shared icon set (components/ui/icon) does not draw.
import type { ReactNode } from 'react';

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const ChevronLeftIcon = () => (
  <Glyph>
    <path d="m15 18-6-6 6-6" />
  </Glyph>
);

export const PauseIcon = () => (
  <Glyph>
    <path d="M9 5v14M15 5v14" />
  </Glyph>
);

export const PlayIcon = () => (
  <Glyph>
    <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
  </Glyph>
);
