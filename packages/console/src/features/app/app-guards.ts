import { appIdSchema, type AppId, type Bootstrap } from '@console/api-client';
import { notFound, redirect } from '@tanstack/react-router';
import { isVisibleApp } from '../../lib/visible-apps';
import { appHasPage, canOpenAppPage, type AppPage } from '../../lib/app-pages';

/**
 * The `$app` layout's guard: the first path segment must be an app id (else not found), and an unreleased app is
 * for the provider's staff only (spec 000 §6: others go home).
 */
export function requireVisibleApp(user: Bootstrap, param: string): { app: AppId } {
  const parsed = appIdSchema.safeParse(param);
  if (!parsed.success) throw notFound();
  if (!isVisibleApp(parsed.data, user)) throw redirect({ to: '/', search: {} });
  return { app: parsed.data };
}

/**
 * A page route's guard: the app must have the page (spec 000 §2, else not found), and the page guard of spec 000 §6
 * sends a role without access (Configuration, Documents, Forms) to the app's dashboard.
 */
export function requireAppPage(page: AppPage) {
  return ({ context }: { context: { app: AppId; user: Bootstrap } }) => {
    if (!appHasPage(context.app, page)) throw notFound();
    if (!canOpenAppPage(context.user, page)) throw redirect({ to: '/$app', params: { app: context.app } });
  };
}
