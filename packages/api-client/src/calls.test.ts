import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createClient } from './client/create-client';
import { endpoints } from './endpoints';
import { answer, BASE, cases, rows } from './test/call-cases';
import { setupMswServer } from './test/msw-server';

const server = setupMswServer();
const client = createClient({
  baseUrl: BASE,
  getToken: () => 'token-1',
  timeZone: 'America/New_York',
  now: () => new Date(2026, 10, 21, 12),
});

describe('every call', () => {
  it("has one row per call of both spec tables (45) and of ours (SSO domain proof 2, removeDomain 1, invitation links, crash reports and tickets 5, Google/Microsoft start and the Zoom link 3, the shared pages of the apps 20, each app's own objects 6)", () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(endpoints).sort());
    // Document signature › Documents: 9 more.
    // Payments › Card Payment Provider: 6 more.
    // Settings › Storage: 4 more.
    // Payments › Refund: 1 more.
    expect(Object.keys(endpoints)).toHaveLength(4 + 45 + 2 + 1 + 5 + 3 + 20 + 6 + 9 + 6 + 1);
  });

  it.each(rows)('$name: method, path, query, body and parsed answer', async ({ row, endpoint, path }) => {
    const seen: Request[] = [];
    const status = endpoint.method === 'POST' ? 201 : 200;
    server.use(
      http[endpoint.method.toLowerCase() as 'get'](`${BASE}${path}`, ({ request }) => {
        seen.push(request.clone());
        return answer(row, status);
      }),
    );
    const result = await row.call(client, {});
    expect(seen).toHaveLength(1);
    const request = seen[0] as Request;
    const url = new URL(request.url);
    expect(request.method).toBe(endpoint.method);
    expect(url.pathname).toBe(path);
    expect(Object.fromEntries(url.searchParams)).toEqual(row.query ?? {});
    expect(request.headers.get('authorization')).toBe('Bearer token-1');
    expect(request.headers.get('x-timezone')).toBe('America/New_York');
    if (row.multipart) {
      // The document upload: a multipart body with the PDF in its `file` part.
      expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      const file = (await request.clone().formData()).get('file');
      expect(file).toBeInstanceOf(File);
      expect((file as File).name).toBe(row.multipart.fileName);
      expect(await (file as File).text()).toBe(row.multipart.text);
    }
    const text = row.multipart ? '' : await request.text();
    expect(text === '' ? undefined : JSON.parse(text)).toEqual(row.body);
    if (row.body !== undefined) expect(endpoint.body?.parse(row.body)).toEqual(row.body);
    if (row.query !== undefined)
      expect(endpoint.query?.parse(row.query)).toEqual(row.parsedQuery ?? row.query);
    expect(result).toEqual(row.expected ?? row.reply);
  });

  it.each(rows.filter(({ row }) => row.reply !== undefined))(
    '$name: an answer that does not match the schema names the call',
    async ({ row, endpoint, path }) => {
      server.use(
        http[endpoint.method.toLowerCase() as 'get'](`${BASE}${path}`, () =>
          HttpResponse.json(42, { status: endpoint.method === 'POST' ? 201 : 200, headers: row.headers }),
        ),
      );
      await expect(row.call(client, {})).rejects.toThrow(`response of ${endpoint.method} ${path}:`);
    },
  );

  it.each(rows)(
    '$name: rejects on an unexpected status and honours the AbortSignal',
    async ({ row, endpoint, path }) => {
      const wrong = endpoint.method === 'POST' ? 200 : 204;
      server.use(http[endpoint.method.toLowerCase() as 'get'](`${BASE}${path}`, () => answer(row, wrong)));
      await expect(row.call(client, {})).rejects.toThrow(`unexpected response status: ${wrong}`);
      await expect(row.call(client, { signal: AbortSignal.abort() })).rejects.toMatchObject({
        name: 'AbortError',
      });
    },
  );
});
