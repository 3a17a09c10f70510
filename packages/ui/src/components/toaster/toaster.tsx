import { ark } from '@ark-ui/react/factory';
import { Portal } from '@ark-ui/react/portal';
import { Toast, Toaster as ArkToaster } from '@ark-ui/react/toast';
import { CircleCheck, CircleX, TriangleAlert, X } from 'lucide-react';
import { toast as toastRecipe } from '../../../styled-system/recipes';
import { createStyleContext } from '../../lib/create-style-context';
import { toast as appToast, type Toast as ToastQueue } from './create-toast';

const { withProvider, withContext } = createStyleContext(toastRecipe);
const Group = withProvider(ArkToaster, 'group');
const Root = withContext(Toast.Root, 'root');
const Body = withContext(ark.div, 'body');
const Title = withContext(Toast.Title, 'title');
const Description = withContext(Toast.Description, 'description');
const CloseTrigger = withContext(Toast.CloseTrigger, 'closeTrigger');
const iconClass = toastRecipe().icon;

const iconOf = (type: string | undefined) =>
  type === 'warning' ? TriangleAlert : type === 'error' ? CircleX : CircleCheck;

export interface ToasterProps {
  /** The queue to show; the shared `toast` by default. */
  toast?: ToastQueue;
}

/** Renders the toasts of a queue in the bottom-end corner, each with its icon, title, description and a close button. */
export function Toaster({ toast = appToast }: ToasterProps) {
  return (
    <Portal>
      <Group toaster={toast.store}>
        {(options) => {
          const Icon = iconOf(options.type);
          return (
            <Root>
              <Icon className={iconClass} data-part="icon" aria-hidden />
              <Body>
                <Title>{options.title}</Title>
                {options.description && <Description>{options.description}</Description>}
              </Body>
              <CloseTrigger aria-label="Dismiss notification">
                <X aria-hidden />
              </CloseTrigger>
            </Root>
          );
        }}
      </Group>
    </Portal>
  );
}
