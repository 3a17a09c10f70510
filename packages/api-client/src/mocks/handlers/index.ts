import type { HttpHandler } from 'msw';
import { permissionGate } from '../http/permission-gate';
import type { MockStore } from '../store/types';
import { adminHandlers } from './admins';
import { auditLogHandlers } from './audit-log';
import { authHandlers } from './auth';
import { billingHandlers } from './billing';
import { brandingHandlers } from './branding';
import { customerLookupHandlers } from './customer-lookup';
import { customerSearchHandlers } from './customer-search';
import { developerHandlers } from './developers';
import { invitationHandlers } from './invitations';
import { loggingHandlers } from './logging';
import { sessionHandlers } from './session';
import { smsHandlers } from './sms';
import { ssoHandlers } from './sso';
import { watchTowerHandlers } from './watch-tower';
import { crashReportHandlers } from './crash-reports';
import { supportTicketHandlers } from './support-tickets';
import { appSessionHandlers } from './app-sessions';
import { appSettingsHandlers } from './app-settings';
import { webhookHandlers } from './webhooks';
import { passkeyHandlers } from './passkeys';
import { productHandlers } from './products';
import { refundHandlers } from './refunds';
import { storageHandlers } from './storage';
import { paymentProviderHandlers } from './payment-provider';
import { documentHandlers } from './documents';

/**
 * A handler for every call of both call tables, over `store`, which the handlers change like a server; the
 * permission gate refuses first what the server refuses (401, 403).
 */
export function createHandlers(store: MockStore): HttpHandler[] {
  return [
    permissionGate,
    sessionHandlers,
    adminHandlers,
    invitationHandlers,
    billingHandlers,
    brandingHandlers,
    auditLogHandlers,
    customerSearchHandlers,
    watchTowerHandlers,
    customerLookupHandlers,
    loggingHandlers,
    smsHandlers,
    ssoHandlers,
    developerHandlers,
    authHandlers,
    crashReportHandlers,
    supportTicketHandlers,
    appSessionHandlers,
    appSettingsHandlers,
    webhookHandlers,
    passkeyHandlers,
    productHandlers,
    refundHandlers,
    storageHandlers,
    paymentProviderHandlers,
    documentHandlers,
  ].flatMap((handlers) => handlers(store));
}
