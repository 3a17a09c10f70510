import {
  ClipboardList,
  CreditCard,
  FileSignature,
  KeyRound,
  Landmark,
  MessageSquareLock,
  ScanFace,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import { token } from '../../../styled-system/tokens';

/** The seven apps of spec 000 §1, by id. */
export type AppId =
  | 'passkeys'
  | 'one-time-passcode'
  | 'document-signature'
  | 'e-form'
  | 'payments'
  | 'identity-verification'
  | 'gateway-payments';

export const APP_ICONS: Record<AppId, LucideIcon> = {
  passkeys: KeyRound,
  'one-time-passcode': MessageSquareLock,
  'document-signature': FileSignature,
  'e-form': ClipboardList,
  payments: CreditCard,
  'identity-verification': ScanFace,
  'gateway-payments': Landmark,
};

/** The CSS colour of an app: its `colors.app.<id>` token, which follows light and dark mode. */
export const appColor = (appId: AppId) => token.var(`colors.app.${appId}`);

export interface AppIconProps extends Omit<LucideProps, 'ref'> {
  appId: AppId;
}

/** An app's icon (decorative: name the app in text next to it). Colour it with `color={appColor(id)}` if wanted. */
export function AppIcon({ appId, ...props }: AppIconProps) {
  const Icon = APP_ICONS[appId];
  return <Icon aria-hidden {...props} />;
}
