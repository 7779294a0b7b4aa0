import { photoSrcSet } from '@hostel/contract/photos';

/**
 * Asks for a photo before the component that shows it renders: a page's first photo is its largest
 * paint, and its request can start as soon as the data naming it arrives. Only our own images
 * (relative URLs); once per URL. `sizes` is the <img>'s, so the browser picks the same width for
 * both (and a preload link the server already put in the page is the same request).
 */
export function preloadImage(url: string | null | undefined, sizes: string): void {
  if (!url?.startsWith('/') || url.startsWith('//') || typeof document === 'undefined') return;
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(url)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  const srcset = photoSrcSet(url);
  if (srcset) {
    link.imageSrcset = srcset;
    link.imageSizes = sizes;
  }
  link.fetchPriority = 'high';
  document.head.append(link);
}
