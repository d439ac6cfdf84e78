import { describe, expect, it } from 'vitest';
import { BffError } from './bff-client';
import { serverMessage } from './server-message';

describe('serverMessage options', () => {
  const refusedFile = new BffError(400, 'validation_failed', 'The given data was invalid.', {
    name: ['Too long.'],
    file: ['The file must be a PDF, AI, EPS, PNG, JPG or TIFF.'],
  });

  it("puts the named field's own message first, else every field's", () => {
    expect(serverMessage(refusedFile, { field: 'file' })).toBe('The file must be a PDF, AI, EPS, PNG, JPG or TIFF.');
    expect(serverMessage(refusedFile, { field: 'profile_image' })).toBe('Too long. The file must be a PDF, AI, EPS, PNG, JPG or TIFF.');
  });

  it("says the page's own fallback when no answer came, never the browser's 'Failed to fetch'", () => {
    expect(serverMessage(new BffError(0, 'network_error', 'Failed to fetch'), { fallback: 'Please try again.' })).toBe('Please try again.');
    expect(serverMessage(new BffError(503, 'upstream_unavailable', 'Service unavailable'), { fallback: 'Please try again.' })).toBe('Please try again.');
  });
});
