import { describe, expect, it } from 'vitest';
import { ARTWORK_RULE, ARTWORK_TOO_LARGE_MESSAGE, CHECKOUT_MESSAGES, MAX_ARTWORK_BYTES } from '@bff/schemas/checkout';
import { ARTWORK_ACCEPT, UPLOAD_IN_PROGRESS_MESSAGE, artworkBlockedBy, artworkFileProblem, lineArtworkStatus } from './artwork-rules';

describe('artworkFileProblem', () => {
  it('accepts print formats up to the limit, whatever the case of the extension', () => {
    expect(artworkFileProblem({ name: 'cards.PDF', size: 1024 })).toBeNull();
    expect(artworkFileProblem({ name: 'banner.tiff', size: MAX_ARTWORK_BYTES })).toBeNull();
  });

  it('refuses a file over the limit before sending it', () => {
    expect(artworkFileProblem({ name: 'cards.pdf', size: MAX_ARTWORK_BYTES + 1 })).toBe(ARTWORK_TOO_LARGE_MESSAGE);
  });

  it('refuses what is not a print format by its extension', () => {
    expect(artworkFileProblem({ name: 'notes.docx', size: 10 })).toBe(ARTWORK_RULE.typeMessage);
    expect(artworkFileProblem({ name: 'no-extension', size: 10 })).toBe(ARTWORK_RULE.typeMessage);
  });

  it('offers exactly those formats in the file chooser', () => {
    expect(ARTWORK_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.pdf', '.eps', '.tif', 'image/png', 'application/pdf']));
  });
});

describe('lineArtworkStatus and artworkBlockedBy', () => {
  const uploaded = { kind: 'upload', artworkId: 'a1', fileName: 'cards.pdf', size: 10 } as const;

  it('reads what happens on the page before the saved choice', () => {
    expect(lineArtworkStatus(undefined, undefined)).toBe('missing');
    expect(lineArtworkStatus(uploaded, undefined)).toBe('uploaded');
    expect(lineArtworkStatus({ kind: 'later' }, undefined)).toBe('later');
    expect(lineArtworkStatus(uploaded, { kind: 'uploading', fileName: 'new.pdf', progress: 0.5 })).toBe('uploading');
    expect(lineArtworkStatus(undefined, { kind: 'failed', fileName: 'new.pdf', message: 'x' })).toBe('failed');
  });

  it('lets the shopper on only when every line has a file or a promise of one, saying why not', () => {
    expect(artworkBlockedBy(['uploaded', 'later'])).toBeNull();
    expect(artworkBlockedBy(['uploaded', 'missing'])).toBe(CHECKOUT_MESSAGES.artworkMissing);
    expect(artworkBlockedBy(['uploading', 'missing'])).toBe(UPLOAD_IN_PROGRESS_MESSAGE);
    expect(artworkBlockedBy(['uploading', 'failed'])).toBe(CHECKOUT_MESSAGES.uploadFailed);
  });
});
