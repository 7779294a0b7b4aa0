import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { Renderable, ToastOptions } from 'react-hot-toast';

/**
 * react-hot-toast, loaded on the first toast rather than with the first page (it and its CSS-in-JS
 * engine are ~5 KB gzip that a reader who never triggers a toast does not need). Same calls as the
 * library — `toast(message)`, `toast.success`, `toast.error`, `toast.dismiss` — with its default
 * timings, which are the spec's (success 2 s, error 4 s). Messages wait for the few ms the chunk takes.
 */
type HotToastModule = typeof import('react-hot-toast');
type Message = Renderable;

let loading: Promise<HotToastModule> | null = null;
function loadHotToast() {
  if (!loading) loading = import('react-hot-toast');
  return loading;
}
let requested = false;
const listeners = new Set<() => void>();

function withToast(show: (module: HotToastModule) => void) {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void loadHotToast().then(show);
}

export const toast = Object.assign(
  (message: Message, options?: ToastOptions) => withToast(({ default: hot }) => hot(message, options)),
  {
    success: (message: Message, options?: ToastOptions) =>
      withToast(({ default: hot }) => hot.success(message, options)),
    error: (message: Message, options?: ToastOptions) => withToast(({ default: hot }) => hot.error(message, options)),
    dismiss: (id?: string) => {
      // Nothing to dismiss before the first toast.
      if (loading) void loading.then(({ default: hot }) => hot.dismiss(id));
    },
  },
);

const LazyToaster = lazy(async () => {
  const { Toaster } = await loadHotToast();
  return { default: () => <Toaster position="top-center" /> };
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The toast area, mounted with the first toast. */
export function ToastArea() {
  const shown = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
