import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { AnyRouter } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';

/** Takes over the server-rendered document with the router's app; in a transition, so hydrating yields to the shopper's input. */
export function hydrateDocument(router: AnyRouter): void {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    );
  });
}
