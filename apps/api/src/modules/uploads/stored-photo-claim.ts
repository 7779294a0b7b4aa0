import { HttpError } from '../../lib/http-errors.ts';

/**
 * Turns the database's refusal of a save that names a stored photo no longer there (trigger
 * claim_stored_photo, migration 0011: the photo was removed as unused a moment before) into the
 * 400 a photo never stored gets, in the spec's words. Use as `.catch(refusedWhenPhotoGone)`.
 */
export function refusedWhenPhotoGone(error: unknown): never {
  const refused = driverError(error);
  if (refused?.code === '23503' && refused.message?.startsWith('No stored photo')) {
    throw new HttpError(400, 'Please select an image.');
  }
  throw error;
}

/** A foreign key (or the trigger, which answers like one) found the row it needs gone. */
export const isMissingReference = (error: unknown) => driverError(error)?.code === '23503';

interface DriverError {
  code?: unknown;
  message?: string;
  cause?: unknown;
}

// Drizzle wraps the driver's error; the driver's carries the SQLSTATE and the database's message.
function driverError(error: unknown): DriverError | undefined {
  for (let e = error as DriverError | undefined; e; e = e.cause as DriverError | undefined) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  }
  return undefined;
}
