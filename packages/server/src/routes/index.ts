import type { RouteDefinition } from '../http/route';
import { adminRoutes } from './admins';
import { appSessionRoutes } from './app-sessions';
import { auditLogRoutes } from './audit-log';
import { authRoutes } from './auth';
import { billingRoutes } from './billing';
import { brandingRoutes } from './branding';
import { customerLookupRoutes } from './customer-lookup';
import { customerSearchRoutes } from './customer-search';
import { developerRoutes } from './developers';
import { domainRoutes } from './domain';
import { invitationRoutes } from './invitations';
import { loggingRoutes } from './logging';
import { sessionRoutes } from './session';
import { smsRoutes } from './sms';
import { ssoRoutes } from './sso';
import { statisticsRoutes } from './statistics';
import { watchTowerRoutes } from './watch-tower';
import { ssoDomainRoutes } from './sso-domain';
import { crashReportRoutes } from './crash-reports';
import { supportTicketRoutes } from './support-tickets';
import { webhookRoutes } from './webhooks';
import { appSettingsRoutes } from './app-settings';
import { passkeyEnrollmentRoutes } from './passkey-enrollments';
import { productRoutes } from './products';
import { refundRoutes } from './refunds';
import { documentRoutes } from './documents';
import { storageRoutes } from './storage';
import { paymentProviderRoutes } from './payment-provider';

/** Every row of both call tables (spec 000 §7, 001 §7), one module per area. */
export const allRoutes: readonly RouteDefinition[] = [
  ...sessionRoutes,
  ...adminRoutes,
  ...invitationRoutes,
  ...auditLogRoutes,
  ...billingRoutes,
  ...brandingRoutes,
  ...domainRoutes,
  ...customerSearchRoutes,
  ...customerLookupRoutes,
  ...loggingRoutes,
  ...smsRoutes,
  ...ssoRoutes,
  ...developerRoutes,
  ...authRoutes,
  ...watchTowerRoutes,
  ...statisticsRoutes,
  ...ssoDomainRoutes,
  ...crashReportRoutes,
  ...supportTicketRoutes,
  ...webhookRoutes,
  ...appSettingsRoutes,
  ...appSessionRoutes,
  ...passkeyEnrollmentRoutes,
  ...productRoutes,
  ...refundRoutes,
  ...documentRoutes,
  ...storageRoutes,
  ...paymentProviderRoutes,
];
