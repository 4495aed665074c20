/** Where toasts stack: shared by Radix's viewport and the region shown before it is loaded. */
export const TOAST_VIEWPORT_CLASS =
  'fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]';
