import { ARTWORK_RULE, ARTWORK_TOO_LARGE_MESSAGE, CHECKOUT_MESSAGES, MAX_ARTWORK_BYTES } from '@bff/schemas/checkout';
import type { ArtworkChoice } from './api/checkout-queries';

/** The file chooser's `accept`: the extensions and types the shop prints from. */
export const ARTWORK_ACCEPT = [...ARTWORK_RULE.extensions.map((extension) => `.${extension}`), ...ARTWORK_RULE.mimeTypes].join(',');

export const UPLOAD_IN_PROGRESS_MESSAGE = 'Please wait until every upload has finished.';

/**
 * Why this file cannot be sent, judged before uploading so a 60 MB file fails at once rather than
 * after minutes: too large, or not a print format by its extension. null when it may go (the BFF
 * checks the bytes again).
 */
export function artworkFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (file.size > MAX_ARTWORK_BYTES) return ARTWORK_TOO_LARGE_MESSAGE;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (!extension || !(ARTWORK_RULE.extensions as readonly string[]).includes(extension)) return ARTWORK_RULE.typeMessage;
  return null;
}

/** An upload this page is sending or has just seen fail (a saved choice lives in the checkout state). */
export type LocalUpload =
  | { kind: 'uploading'; fileName: string; progress: number }
  | { kind: 'failed'; fileName: string; message: string };

export type LineArtworkStatus = 'uploaded' | 'later' | 'uploading' | 'failed' | 'missing';

/** Where a line stands: what happens on this page now comes first, then the saved choice. */
export function lineArtworkStatus(saved: ArtworkChoice | undefined, local: LocalUpload | undefined): LineArtworkStatus {
  if (local) return local.kind;
  if (!saved) return 'missing';
  return saved.kind === 'upload' ? 'uploaded' : 'later';
}

/** Why Continue is disabled, the most pressing reason first; null when every line has its artwork or a promise of it. */
export function artworkBlockedBy(statuses: readonly LineArtworkStatus[]): string | null {
  if (statuses.includes('failed')) return CHECKOUT_MESSAGES.uploadFailed;
  if (statuses.includes('uploading')) return UPLOAD_IN_PROGRESS_MESSAGE;
  if (statuses.includes('missing')) return CHECKOUT_MESSAGES.artworkMissing;
  return null;
}
