import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BffError } from '@web/lib/bff-client';
import { uploadArtwork } from './api/artwork';
import type * as ArtworkApi from './api/artwork';
import { useArtworkUploads } from './use-artwork-uploads';

vi.mock('./api/artwork', async (importOriginal) => ({ ...(await importOriginal<typeof ArtworkApi>()), uploadArtwork: vi.fn() }));

afterEach(() => {
  vi.resetAllMocks();
});

const upload = vi.mocked(uploadArtwork);
const file = new File(['%PDF-1.7'], 'cards.pdf', { type: 'application/pdf' });

/** The page's hook with a re-login that keeps the upload's way to carry on, for the test to call as a login would. */
function renderUploads() {
  const resumes: (() => void)[] = [];
  const logInAgainToCarryOn = vi.fn((_error: unknown, resume: () => void) => {
    resumes.push(resume);
    return true;
  });
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const rendered = renderHook(() => useArtworkUploads(logInAgainToCarryOn), { wrapper });
  return { ...rendered, resumes };
}

describe('useArtworkUploads', () => {
  it('sends an upload refused for want of a session again once the shopper has logged in again', async () => {
    upload.mockRejectedValueOnce(new BffError(401, 'session_ended', 'Your session has ended. Please log in again.'));
    upload.mockReturnValueOnce(new Promise(() => undefined));
    const { result, resumes } = renderUploads();
    result.current.start('line-cards', file);
    await waitFor(() => expect(resumes).toHaveLength(1));
    resumes[0]!();
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1]![0]).toBe('line-cards');
  });

  it('does not send it again once the page has gone: nothing could stop that upload', async () => {
    upload.mockRejectedValueOnce(new BffError(401, 'session_ended', 'Your session has ended. Please log in again.'));
    upload.mockReturnValueOnce(new Promise(() => undefined));
    const { result, resumes, unmount } = renderUploads();
    result.current.start('line-cards', file);
    await waitFor(() => expect(resumes).toHaveLength(1));
    unmount();
    resumes[0]!();
    expect(upload).toHaveBeenCalledTimes(1);
  });
});
