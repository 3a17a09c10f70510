import { Portal } from '@ark-ui/react/portal';
import { Toast as ArkToast, Toaster as ArkToaster } from '@ark-ui/react/toast';
import { CircleCheck, CircleX, TriangleAlert, X } from 'lucide-react';
import { toast as toastRecipe } from '../../../styled-system/recipes';
import { toast as appToast, type Toast } from './create-toast';

const iconOf = (type: string | undefined) =>
  type === 'warning' ? TriangleAlert : type === 'error' ? CircleX : CircleCheck;

export interface ToasterProps {
  /** The queue to show; the shared `toast` by default. */
  toast?: Toast;
}

/** Renders the toasts of a queue in the bottom-end corner, each with its icon, title, description and a close button. */
export function Toaster({ toast = appToast }: ToasterProps) {
  const classes = toastRecipe();
  return (
    <Portal>
      <ArkToaster toaster={toast.store} className={classes.group}>
        {(options) => {
          const Icon = iconOf(options.type);
          return (
            <ArkToast.Root className={classes.root}>
              <Icon className={classes.icon} data-part="icon" aria-hidden />
              <div className={classes.body}>
                <ArkToast.Title className={classes.title}>{options.title}</ArkToast.Title>
                {options.description && (
                  <ArkToast.Description className={classes.description}>
                    {options.description}
                  </ArkToast.Description>
                )}
              </div>
              <ArkToast.CloseTrigger className={classes.closeTrigger} aria-label="Dismiss notification">
                <X aria-hidden />
              </ArkToast.CloseTrigger>
            </ArkToast.Root>
          );
        }}
      </ArkToaster>
    </Portal>
  );
}
