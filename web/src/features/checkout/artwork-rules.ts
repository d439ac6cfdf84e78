import { ARTWORK_RULE, ARTWORK_TOO_LARGE_MESSAGE, CHECKOUT_MESSAGES, MAX_ARTWORK_BYTES } from '@bff/schemas/checkout';
import { BffError } from '@web/lib/bff-client';
import { serverMessage } from '@web/lib/server-message';
import type { ArtworkChoice } from './api/checkout-queries';

/** The file chooser's `accept`: the extensions and types the shop prints from. */
export const ARTWORK_ACCEPT = [...ARTWORK_RULE.extensions.map((extension) => `.${extension}`), ...ARTWORK_RULE.mimeTypes].join(',');

export const UPLOAD_IN_PROGRESS_MESSAGE = 'Please wait until every upload has finished.';

/** Sending a refused file again can only be refused again: the way on is another file, or later. */
export const ARTWORK_REFUSED_MESSAGE = 'Please choose another file, or choose to send the artwork later.';

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

/**
 * An upload this page is sending or has just seen come to nothing (a saved choice lives in the
 * checkout state): a refused file is one the shop will not print (its type, size or bytes), a failed
 * one never arrived (no answer, a server fault) and may go again.
 */
export type LocalUpload =
  | { kind: 'uploading'; fileName: string; progress: number }
  | { kind: 'refused' | 'failed'; fileName: string; message: string };

/** What an upload that did not store its file leaves at the line: the file's own refusal, or the failed transfer's message. */
export function unstoredUpload(fileName: string, error: unknown): LocalUpload {
  // The BFF names the file field only when it judged the file itself.
  const refusal = error instanceof BffError && error.status < 500 ? error.fields.file?.[0] : undefined;
  if (refusal) return { kind: 'refused', fileName, message: refusal };
  return { kind: 'failed', fileName, message: serverMessage(error, { field: 'file' }) };
}

export type LineArtworkStatus = 'uploaded' | 'later' | 'uploading' | 'refused' | 'failed' | 'missing';

/**
 * Where a line stands: an upload on its way first, then the saved choice, which a refused or failed
 * replacement leaves as it was (the shop still holds that file, or that promise).
 */
export function lineArtworkStatus(saved: ArtworkChoice | undefined, local: LocalUpload | undefined): LineArtworkStatus {
  if (local?.kind === 'uploading') return 'uploading';
  if (saved) return saved.kind === 'upload' ? 'uploaded' : 'later';
  return local?.kind ?? 'missing';
}

/** Why Continue is disabled, the most pressing reason first; null when every line has its artwork or a promise of it. */
export function artworkBlockedBy(statuses: readonly LineArtworkStatus[]): string | null {
  if (statuses.includes('failed')) return CHECKOUT_MESSAGES.uploadFailed;
  if (statuses.includes('refused')) return ARTWORK_REFUSED_MESSAGE;
  if (statuses.includes('uploading')) return UPLOAD_IN_PROGRESS_MESSAGE;
  if (statuses.includes('missing')) return CHECKOUT_MESSAGES.artworkMissing;
  return null;
}
