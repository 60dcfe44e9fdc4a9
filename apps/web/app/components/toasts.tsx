import { lazy, Suspense, useEffect, useState } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

// Most visits never see a toast, so the toast library is fetched the first time there is
// something to say, not with every page.
const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

let showToaster: (() => void) | undefined;
let toasterReady: () => void;
// Sonner drops toasts sent before its Toaster listens: they wait for this.
const toasterListening = new Promise<void>((resolve) => {
  toasterReady = resolve;
});

/** Where the page's toasts appear; renders nothing until the first one. */
export function Toasts({ dir }: { dir: 'rtl' | 'ltr' }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    showToaster = () => setShown(true);
    return () => {
      showToaster = undefined;
    };
  }, []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-center" dir={dir} richColors closeButton />
      <Listening />
    </Suspense>
  );
}

/** Its effect runs after the Toaster's own (siblings' effects run in order), so it is listening. */
function Listening() {
  useEffect(() => toasterReady(), []);
  return null;
}

function withToaster(show: (toast: typeof sonnerToast) => void): void {
  showToaster?.();
  void Promise.all([import('sonner'), toasterListening]).then(([{ toast }]) => show(toast));
}

export const toast = {
  success: (message: string) => withToaster((sonner) => sonner.success(message)),
  error: (message: string) => withToaster((sonner) => sonner.error(message)),
  /** A plain message, with sonner's options (an action, a duration). */
  show: (message: string, options: ExternalToast) => withToaster((sonner) => sonner(message, options)),
};
