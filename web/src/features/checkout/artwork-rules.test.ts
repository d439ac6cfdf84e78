import { describe, expect, it } from 'vitest';
import { ARTWORK_RULE, ARTWORK_TOO_LARGE_MESSAGE, CHECKOUT_MESSAGES, MAX_ARTWORK_BYTES } from '@bff/schemas/checkout';
import { SOMETHING_WENT_WRONG } from '@bff/shared/messages';
import { BffError } from '@web/lib/bff-client';
import {
  ARTWORK_ACCEPT,
  ARTWORK_REFUSED_MESSAGE,
  UPLOAD_IN_PROGRESS_MESSAGE,
  artworkBlockedBy,
  artworkFileProblem,
  lineArtworkStatus,
  unstoredUpload,
} from './artwork-rules';

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
    expect(lineArtworkStatus(undefined, { kind: 'refused', fileName: 'notes.txt', message: 'x' })).toBe('refused');
  });

  it('keeps the saved file or promise when a replacement is refused or does not arrive', () => {
    expect(lineArtworkStatus(uploaded, { kind: 'refused', fileName: 'notes.txt', message: ARTWORK_RULE.typeMessage })).toBe('uploaded');
    expect(lineArtworkStatus(uploaded, { kind: 'failed', fileName: 'new.pdf', message: SOMETHING_WENT_WRONG })).toBe('uploaded');
    expect(lineArtworkStatus({ kind: 'later' }, { kind: 'refused', fileName: 'huge.pdf', message: ARTWORK_TOO_LARGE_MESSAGE })).toBe('later');
  });

  it('lets the shopper on only when every line has a file or a promise of one, saying why not', () => {
    expect(artworkBlockedBy(['uploaded', 'later'])).toBeNull();
    expect(artworkBlockedBy(['uploaded', 'missing'])).toBe(CHECKOUT_MESSAGES.artworkMissing);
    expect(artworkBlockedBy(['uploading', 'missing'])).toBe(UPLOAD_IN_PROGRESS_MESSAGE);
    expect(artworkBlockedBy(['uploading', 'failed'])).toBe(CHECKOUT_MESSAGES.uploadFailed);
  });

  it('asks for another file, not the same one again, when a file was refused', () => {
    expect(artworkBlockedBy(['refused', 'missing'])).toBe(ARTWORK_REFUSED_MESSAGE);
    expect(artworkBlockedBy(['refused', 'failed'])).toBe(CHECKOUT_MESSAGES.uploadFailed);
  });
});

describe('unstoredUpload', () => {
  it('calls a file the BFF judged (its type, size or bytes) refused, with the judgement', () => {
    const byBytes = new BffError(400, 'validation_failed', ARTWORK_RULE.typeMessage, { file: [ARTWORK_RULE.typeMessage] });
    const bySize = new BffError(413, 'file_too_large', ARTWORK_TOO_LARGE_MESSAGE, { file: [ARTWORK_TOO_LARGE_MESSAGE] });
    expect(unstoredUpload('fake.png', byBytes)).toEqual({ kind: 'refused', fileName: 'fake.png', message: ARTWORK_RULE.typeMessage });
    expect(unstoredUpload('huge.pdf', bySize)).toEqual({ kind: 'refused', fileName: 'huge.pdf', message: ARTWORK_TOO_LARGE_MESSAGE });
  });

  it('calls an upload that never arrived, or that the server could not store, failed', () => {
    expect(unstoredUpload('cards.pdf', new BffError(0, 'network_error', 'The upload was interrupted.'))).toEqual({
      kind: 'failed',
      fileName: 'cards.pdf',
      message: SOMETHING_WENT_WRONG,
    });
    expect(unstoredUpload('cards.pdf', new BffError(502, 'upstream_unavailable', 'Unavailable', { file: ['Unavailable'] })).kind).toBe('failed');
    expect(unstoredUpload('cards.pdf', new BffError(429, 'rate_limited', 'Too many uploads.')).kind).toBe('failed');
  });
});
