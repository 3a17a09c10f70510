import type { RouteDefinition } from '../http/route';
import { adminRoutes } from './admins';
import { auditLogRoutes } from './audit-log';
import { invitationRoutes } from './invitations';
import { sessionRoutes } from './session';

export const allRoutes: readonly RouteDefinition[] = [
  ...sessionRoutes,
  ...adminRoutes,
  ...invitationRoutes,
  ...auditLogRoutes,
];
