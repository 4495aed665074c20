import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { TOAST_VIEWPORT_CLASS } from './toast-viewport';
import { dismissToast, useToasts } from './use-toast';

const DEFAULT_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

/** Renders the current toast: title, description, optional action, close. */
export default function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={DEFAULT_DURATION_MS} swipeThreshold={SWIPE_THRESHOLD_PX}>
      {toasts.map(({ id, title, description, action, variant = 'default', duration, open }) => (
        <Toast.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg',
            'data-[state=closed]:opacity-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] transition-opacity',
            variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-surface text-foreground',
          )}
        >
          <div className="grid flex-1 gap-1">
            {title && <Toast.Title className="text-sm font-semibold">{title}</Toast.Title>}
            {description && (
              <Toast.Description className="text-sm opacity-90">{description}</Toast.Description>
            )}
          </div>
          {action}
          <Toast.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={TOAST_VIEWPORT_CLASS} />
    </Toast.Provider>
  );
}
