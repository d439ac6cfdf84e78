import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BffError, answer, bff, bffErrorOf, stateChangingHeaders, type Answer } from '@web/lib/bff-client';
import { checkoutQueries, type ArtworkChoice, type CheckoutState } from './checkout-queries';

const artwork = bff.checkout.artwork;

/** One print file, checked by its bytes and stored upstream. */
export type ArtworkUpload = Answer<typeof artwork.$post>;

/** Where an upload goes (POST, multipart: lineCode, file), from the typed client so the path is checked. */
export const ARTWORK_UPLOAD_URL: string = artwork.$path();

interface UploadOptions {
  /** 0 to 1, as the browser sends the file. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends one print file for one cart line (multipart: lineCode, file). XMLHttpRequest rather than
 * fetch: only it reports upload progress, which a 50 MB PDF on a slow line needs. Refusals come back
 * as the BFF's one error shape (BffError); an abort rejects with an AbortError.
 */
export function uploadArtwork(lineCode: string, file: File, { onProgress, signal }: UploadOptions): Promise<ArtworkUpload> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', ARTWORK_UPLOAD_URL);
    // The BFF refuses state-changing calls without them (its CSRF defence, the account the page shows).
    for (const [name, value] of Object.entries(stateChangingHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(event.loaded / event.total, 1));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's error page): the status alone says what happened.
      }
      if (xhr.status >= 200 && xhr.status < 300 && body !== null) {
        onProgress(1);
        resolve(body as ArtworkUpload);
      } else {
        reject(bffErrorOf(xhr.status, body, `The upload failed (${xhr.status}).`));
      }
    };
    xhr.onerror = () => reject(new BffError(0, 'network_error', 'The upload was interrupted.'));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.set('lineCode', lineCode);
    body.set('file', file);
    xhr.send(body);
  });
}

/** Writes a line's artwork choice into the cached checkout, as the BFF has just saved it. */
export function recordArtworkChoice(queryClient: QueryClient, lineCode: string, choice: ArtworkChoice): void {
  queryClient.setQueryData<CheckoutState>(checkoutQueries.state().queryKey, (state) =>
    state ? { ...state, artwork: { ...state.artwork, [lineCode]: choice } } : state,
  );
}

/** The shopper will send this line's artwork later (by email or on the proof). */
export function sendArtworkLater(lineCode: string): Promise<{ ok: true }> {
  return answer(artwork[':lineCode'].$put({ param: { lineCode }, json: { kind: 'later' } }));
}

export function useSendArtworkLater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendArtworkLater,
    onSuccess: (_answer, lineCode) => recordArtworkChoice(queryClient, lineCode, { kind: 'later' }),
  });
}
