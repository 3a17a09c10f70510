export {
  TOAST_DURATION_MS,
  createToast,
  toast,
  type Toast,
  type ToastKind,
  type ToastOptions,
} from './create-toast';
export { Toaster, type ToasterProps } from './toaster';
