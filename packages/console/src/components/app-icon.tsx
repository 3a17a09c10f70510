import type { AppId } from '@console/api-client';
import {
  CreditCard,
  FileSignature,
  FileText,
  Fingerprint,
  KeyRound,
  Landmark,
  ScanFace,
  type LucideIcon,
} from 'lucide-react';
import { css, cx } from '../../styled-system/css';

const ICONS: Record<AppId, LucideIcon> = {
  passkeys: Fingerprint,
  'one-time-passcode': KeyRound,
  'document-signature': FileSignature,
  'e-form': FileText,
  payments: CreditCard,
  'identity-verification': ScanFace,
  'gateway-payments': Landmark,
};

/** Static class names, so Panda generates each app's background (`app.*` tokens of the ui preset). */
const TILE_COLORS: Record<AppId, string> = {
  passkeys: css({ bg: 'app.passkeys' }),
  'one-time-passcode': css({ bg: 'app.one-time-passcode' }),
  'document-signature': css({ bg: 'app.document-signature' }),
  'e-form': css({ bg: 'app.e-form' }),
  payments: css({ bg: 'app.payments' }),
  'identity-verification': css({ bg: 'app.identity-verification' }),
  'gateway-payments': css({ bg: 'app.gateway-payments' }),
};

const tile = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: 'md',
  color: 'white',
  w: 'full',
  h: 'full',
  p: '15%',
  '& svg': { w: 'full', h: 'full' },
});

/**
 * An app's icon on its colour (spec 000 §2: cards show colour and icon). The ui package has no AppIcon yet; this
 * console-only tile fills its parent, which sets the size. Decorative: the app's title is always next to it.
 */
export function AppIcon({ app, className }: { app: AppId; className?: string }) {
  const Icon = ICONS[app];
  return (
    <span className={cx(tile, TILE_COLORS[app], className)} aria-hidden>
      <Icon strokeWidth={2} />
    </span>
  );
}
