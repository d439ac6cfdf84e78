import { toast } from 'sonner';

type Kind = 'success' | 'error' | 'info' | 'warning';

interface NotifyOptions {
  description?: string;
  /** Milliseconds; sonner's default (4 s) otherwise. */
  duration?: number;
  /** One button in the toast, e.g. 'View cart' after adding to it. */
  action?: { label: string; onClick: () => void };
}

/**
 * Toasts with a stable id made of their kind and text: the same message shown twice replaces itself
 * instead of stacking (DESIGN: one at a time for the same message).
 */
function show(kind: Kind, title: string, options: NotifyOptions = {}) {
  const id = `${kind}:${title}:${options.description ?? ''}`;
  return toast[kind](title, { id, description: options.description, duration: options.duration, action: options.action });
}

export const notify = {
  success: (title: string, options?: NotifyOptions) => show('success', title, options),
  error: (title: string, options?: NotifyOptions) => show('error', title, options),
  info: (title: string, options?: NotifyOptions) => show('info', title, options),
  warning: (title: string, options?: NotifyOptions) => show('warning', title, options),
};
