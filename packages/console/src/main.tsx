import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import './index.css';
import { App } from './app';
import { followSystemTheme } from './lib/theme';

async function start() {
  // Mock mode (npm run dev:mock) answers /api from the api-client's MSW handlers; never in a production build.
  if (import.meta.env.VITE_USE_MOCKS) {
    const { startMockWorker } = await import('./mock-worker');
    await startMockWorker();
  }
  // public/theme.js painted the first frame in the right theme; from here on, a change of the system's follows.
  followSystemTheme();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
