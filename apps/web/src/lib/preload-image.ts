/**
 * Asks for an image before the component that shows it renders: a page's first photo is its largest
 * paint, and its request can start as soon as the data naming it arrives. Only our own images
 * (relative URLs); once per URL.
 */
export function preloadImage(url: string | null | undefined): void {
  if (!url?.startsWith('/') || url.startsWith('//') || typeof document === 'undefined') return;
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(url)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}
