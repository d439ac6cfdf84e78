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
  });

  it("says the BFF's own words for a failure it wrote them for, and the fallback for any other fault", () => {
    const busy = new BffError(503, 'shared_state_unavailable', 'The shop is busy. Please try again in a moment.');
    expect(serverMessage(busy)).toBe('The shop is busy. Please try again in a moment.');
    const away = new BffError(502, 'upstream_unavailable', "The shop's service is not answering right now. Please try again in a moment.");
    expect(serverMessage(away, { fallback: 'Please try again.' })).toBe(away.message);
    expect(serverMessage(new BffError(504, 'upstream_timeout', "The shop's service took too long to answer. Please try again."))).toBe(
      "The shop's service took too long to answer. Please try again.",
    );
    // The BFF's own fault, and a proxy's error page (no BFF answer at all).
    expect(serverMessage(new BffError(500, 'internal_error', 'Something went wrong. Please try again.'))).toBe('Something went wrong!');
    expect(serverMessage(new BffError(502, 'http_error', 'Bad Gateway'), { fallback: 'Please try again.' })).toBe('Please try again.');
  });
});
