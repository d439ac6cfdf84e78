import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { recordArtworkChoice, uploadArtwork } from './api/artwork';
import { artworkFileProblem, unstoredUpload, type LocalUpload } from './artwork-rules';
import type { LogInAgainToCarryOn } from './use-log-in-again-to-carry-on';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The uploads this page is sending, by line code, with their progress, refusal or failure. A finished upload
 * becomes the line's saved choice in the cached checkout; a new file for a line replaces the one on
 * its way; leaving the page cancels what is still going. An upload refused because the session ended
 * is sent again once the page's shopper has logged in again (the page's own `logInAgainToCarryOn`),
 * if the page is still there.
 */
export function useArtworkUploads(logInAgainToCarryOn: LogInAgainToCarryOn) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Record<string, LocalUpload>>({});
  const controllers = useRef(new Map<string, AbortController>());
  // Whether the page is still there: an upload started after it has gone could never be cancelled.
  const mounted = useRef(false);

  const setLine = useCallback((code: string, upload: LocalUpload | null) => {
    setUploads((current) => {
      const { [code]: _previous, ...rest } = current;
      return upload ? { ...rest, [code]: upload } : rest;
    });
  }, []);

  const cancel = useCallback(
    (code: string) => {
      controllers.current.get(code)?.abort();
      controllers.current.delete(code);
      setLine(code, null);
    },
    [setLine],
  );

  const start = (code: string, file: File) => {
    cancel(code);
    const problem = artworkFileProblem(file);
    if (problem) {
      setLine(code, { kind: 'refused', fileName: file.name, message: problem });
      return;
    }
    const controller = new AbortController();
    controllers.current.set(code, controller);
    setLine(code, { kind: 'uploading', fileName: file.name, progress: 0 });
    uploadArtwork(code, file, {
      signal: controller.signal,
      onProgress: (progress) => {
        if (!controller.signal.aborted) setLine(code, { kind: 'uploading', fileName: file.name, progress });
      },
    }).then(
      (upload) => {
        controllers.current.delete(code);
        recordArtworkChoice(queryClient, code, { kind: 'upload', artworkId: upload.artworkId, fileName: upload.fileName, size: upload.size });
        setLine(code, null);
      },
      (error: unknown) => {
        if (isAbort(error)) return;
        controllers.current.delete(code);
        setLine(code, unstoredUpload(file.name, error));
        logInAgainToCarryOn(error, () => {
          if (mounted.current) start(code, file);
        });
      },
    );
  };

  useEffect(() => {
    mounted.current = true;
    const running = controllers.current;
    return () => {
      mounted.current = false;
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  return { uploads, start, cancel };
}
