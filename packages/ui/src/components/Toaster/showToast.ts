import type { ReactNode } from 'react';
import { toast } from 'sonner';

export type ToastId = string | number;

export interface ShowToastOptions {
  /** A second, smaller line under the title. */
  description?: ReactNode;
  /** Milliseconds before it closes by itself; the Toaster's 4000 by default. */
  duration?: number;
  /**
   * Showing a toast with the id of one still on screen replaces it instead of stacking a new
   * one, e.g. so the tutor panel shows one error at a time.
   */
  id?: ToastId;
}

type Show = (title: ReactNode, options?: ShowToastOptions) => ToastId;

/**
 * Shows a toast in the app's one `<Toaster />`, so the app never imports sonner itself:
 * `showToast.success('সফলভাবে লগইন হয়েছে!')`,
 * `showToast.error('প্রোফাইল আপডেট করতে সমস্যা হয়েছে', { description: message })`.
 * Every call returns the toast's id, for `showToast.dismiss(id)`.
 */
export const showToast: {
  success: Show;
  error: Show;
  info: Show;
  /** Closes one toast, or every toast when called without an id. */
  dismiss: (id?: ToastId) => void;
} = {
  success: (title, options) => toast.success(title, options),
  error: (title, options) => toast.error(title, options),
  info: (title, options) => toast.info(title, options),
  dismiss: (id) => {
    toast.dismiss(id);
  },
};
