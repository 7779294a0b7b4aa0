import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadImage } from '../../lib/upload-image.ts';

/** What `uploadImage` rejects with when the request never got an answer (lib/upload-image.ts). */
const NETWORK_FAILURE_MESSAGE = 'Network error while uploading';

/** True when an upload failed for want of a connection, not because the server refused the file. */
export const isUploadNetworkError = (error: unknown) =>
  error instanceof Error && error.message === NETWORK_FAILURE_MESSAGE;

export const isAbortError = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Uploads one image and reports its progress (0–100, or null when idle). Leaving the form (closing
 * the dialog, navigating away) cancels an upload still running.
 */
export function useImageUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const upload = useCallback(async (file: File) => {
    const controller = new AbortController();
    controllerRef.current = controller;
    setProgress(0);
    try {
      return await uploadImage(file, { signal: controller.signal, onProgress: (f) => setProgress(f * 100) });
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
      setProgress(null);
    }
  }, []);

  return { upload, progress, uploading: progress !== null };
}
