import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait for what the user would see; on a busy two-core machine a form's
// validation can take longer than the library's default second to settle. The web project's
// testTimeout (tests/vitest.config.ts) stays well above this, so a wait that gives up reports
// what it waited for instead of the test being cut off first.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
