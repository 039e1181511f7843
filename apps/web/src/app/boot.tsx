// The app itself: i18n, the query client, the router, rendered into #root. main.tsx imports this
// once the page has had a chance to paint (decision 0024), and renders it with `renderApp`.
import '../lib/i18n.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { getDeviceId } from '../lib/browser-storage.ts';
import { routes } from './routes.tsx';

getDeviceId();
const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });

/** The route table, matched against the browser's address: React Router's library mode, without its data router (decision 0037). */
function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Renders the app into #root. Called by main.tsx a task after this module is evaluated: evaluating
 * it (the route table, the libraries) and drawing the first page were one 250–350 ms task on a
 * throttled phone.
 */
export function renderApp(): void {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // A transition: React renders the first page in slices, yielding to the browser between them, so
  // the phone stays responsive (and the pre-rendered page scrollable) while the app starts. (Preact,
  // the browser build's renderer, renders it at once: decision 0045.)
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}
