import { handlers, mockStore, sessionToken, signInAs } from '@console/api-client/mocks';
import { setupWorker } from 'msw/browser';
import { TOKEN_STORAGE_KEY } from './session/token-storage';

const PERSONAS = {
  owner: { role: 'owner' },
  admin: { role: 'admin' },
  supervisor: { role: 'supervisor' },
  operator: { role: 'owner', isRoot: true },
} as const;
type Persona = keyof typeof PERSONAS;
const PERSONA_KEY = 'mock-persona';

const isPersona = (value: string | null): value is Persona => value !== null && value in PERSONAS;

/**
 * Mock mode (`npm run dev:mock`): the api-client's handlers answer /api in the browser from the seeded store,
 * which starts afresh on every page load. `?as=owner|admin|supervisor|operator` signs in as that demo persona
 * (kept for the tab, so a reload stays signed in as the same person).
 */
export async function startMockWorker(): Promise<void> {
  const url = new URL(window.location.href);
  const requested = url.searchParams.get('as');
  if (isPersona(requested)) {
    sessionStorage.setItem(PERSONA_KEY, requested);
    url.searchParams.delete('as');
    localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor(requested));
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  } else {
    const kept = sessionStorage.getItem(PERSONA_KEY);
    if (isPersona(kept)) signInAs(mockStore, PERSONAS[kept]);
  }
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
}

function tokenFor(persona: Persona): string {
  signInAs(mockStore, PERSONAS[persona]);
  return sessionToken(mockStore);
}
