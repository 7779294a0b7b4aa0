import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { fileNameOf } from '../file-name.ts';

/**
 * `GET /api/me/data`: everything the account holds, saved as one JSON file. Fetched (rather than a
 * plain link) so a refusal shows as a message instead of a file holding an error.
 */
export async function downloadAccountData(): Promise<string> {
  const { data, headers } = await apiRequest<unknown>('/me/data');
  const fileName = fileNameOf(headers.get('content-disposition'));
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the address can go after this turn.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return fileName;
}

export const useDownloadAccountData = () => useMutation({ mutationFn: downloadAccountData });
