// No zod here: the pages that show photos import this, and zod is a large part of a bundle.
/** Where stored images are served; their names are `{uuid}.webp`. */
export const UPLOADS_URL_PREFIX = '/api/uploads/';
/** A stored photo's file name: ours, random, never one that leaves its folder. */
export const STORED_PHOTO_NAME = /^[\w-]+\.webp$/;

/**
 * The widths a stored photo is also served at (`/api/uploads/w640/{name}`, made on first request):
 * a phone downloads a photo the size it shows, not the upload's (up to 1600 px wide).
 */
export const PHOTO_WIDTHS = [400, 640, 800, 960, 1280] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** How wide each layout shows a photo, for the browser to pick a width (`sizes`). */
export const PHOTO_SIZES = {
  /** Meal cards: one column on phones, two from 640 px, three of about 390 px from 1024 px. */
  card: '(min-width: 1024px) 390px, (min-width: 640px) 50vw, 100vw',
  /** The meal details photo: full width, then half of the 1280 px page from 1024 px. */
  details: '(min-width: 1024px) 584px, 100vw',
} as const;

/** The stored file name behind one of our photo URLs, or null for any other URL. */
export function storedPhotoName(url: string | null | undefined): string | null {
  if (!url?.startsWith(UPLOADS_URL_PREFIX)) return null;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  return STORED_PHOTO_NAME.test(name) ? name : null;
}

/** `srcset` of a stored photo's widths; undefined for other URLs, which are shown as they are. */
export function photoSrcSet(url: string | null | undefined): string | undefined {
  const name = storedPhotoName(url);
  if (!name) return undefined;
  return PHOTO_WIDTHS.map((width) => `${UPLOADS_URL_PREFIX}w${width}/${name} ${width}w`).join(', ');
}
