import type { UploadResult } from '@hostel/contract/uploads';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

/** Why a chosen image cannot be uploaded (checked before anything is sent), or null when it can. */
export function imageFileProblem(file: File): 'type' | 'size' | null {
  if (!ACCEPTED_IMAGE_TYPES.split(',').includes(file.type)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}

export interface UploadProgress {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads one image to `POST /api/uploads` (multipart field `image`) and answers its URL. Uses XHR
 * because fetch cannot report upload progress. Throws an Error with the server's message.
 */
export function uploadImage(file: File, { onProgress, signal }: UploadProgress = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.responseType = 'json';
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as UploadResult | null;
      if (body?.success) resolve(body.data.display_url ?? body.data.url);
      else reject(new Error(body && !body.success ? body.error.message : `Upload failed (${xhr.status})`));
    };
    xhr.onerror = () => reject(new Error('Network error while uploading'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}
