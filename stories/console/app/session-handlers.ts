import type { AppId, AppSession } from '@console/api-client';
import { http, HttpResponse } from 'msw';
import { storySessions, storySessionWithEvents, storySummary } from './session-fixtures';

/**
 * An app's sessions answered in the story's browser over the story fixtures (the api-client's mock store has no
 * sessions yet): the summary of the asked range, the list filtered by `status[]` and `q`, paged by `limit` and
 * `lastKey` with `x-count` and `x-last-key`, one session with its timeline, and the CSV export.
 */
export function sessionHandlers(app: AppId, sessions: readonly AppSession[] = storySessions(app, 60)) {
  return [
    http.get(`*/api/${app}/statistics/summary`, ({ request }) => {
      const range = Number(new URL(request.url).searchParams.get('range') ?? 30);
      return HttpResponse.json(storySummary(range));
    }),
    http.get(
      `*/api/${app}/sessions/export`,
      () =>
        new HttpResponse('Date,Status,Customer\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        }),
    ),
    http.get(`*/api/${app}/sessions/:id`, ({ params }) => {
      const index = sessions.findIndex((session) => session.id === params.id);
      const session = sessions[index];
      if (!session) {
        return HttpResponse.json(
          { statusCode: 404, error: 'NOT_FOUND', message: 'Session not found' },
          { status: 404 },
        );
      }
      return HttpResponse.json(storySessionWithEvents(app, session.status, index));
    }),
    http.get(`*/api/${app}/sessions`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const statuses = params.getAll('status[]');
      const q = params.get('q')?.toLowerCase();
      const limit = Number(params.get('limit') ?? 25);
      const start = Number(params.get('lastKey') ?? 0);
      const matching = sessions.filter(
        (session) =>
          (statuses.length === 0 || statuses.includes(session.status)) &&
          (!q || session.customerRef.toLowerCase().startsWith(q) || session.id === q),
      );
      const next = start + limit < matching.length ? String(start + limit) : null;
      return HttpResponse.json(matching.slice(start, start + limit), {
        headers: { 'x-count': String(matching.length), ...(next ? { 'x-last-key': next } : {}) },
      });
    }),
  ];
}
