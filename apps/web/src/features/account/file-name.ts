const FALLBACK_FILE_NAME = 'hostel-meals-my-data.json';

/** The file name the server suggests (`Content-Disposition: attachment; filename="…"`), else ours. */
export function fileNameOf(disposition: string | null): string {
  const match = disposition?.match(/filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i);
  const raw = match?.[1] ?? match?.[2];
  if (!raw) return FALLBACK_FILE_NAME;
  try {
    return decodeURIComponent(raw).replace(/[/\\]/g, '_');
  } catch {
    return FALLBACK_FILE_NAME;
  }
}
