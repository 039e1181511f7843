// The app itself: i18n, the query client, the router, rendered into #root. main.tsx imports this
// once the page has had a chance to paint (decision 0024).
import '../lib/zod-setup.ts';
import '../lib/i18n.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { getDeviceId } from '../lib/browser-storage.ts';
import { createRouter } from './routes.tsx';

getDeviceId();
const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });
// Matching the first URL against every route is the router's one long step: a task of its own.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
await nextTask();
const router = createRouter();
await nextTask();

const root = createRoot(document.getElementById('root') as HTMLElement);
// A transition: React renders the first page in slices, yielding to the browser between them, so
// the phone stays responsive (and the pre-rendered page scrollable) while the app starts.
startTransition(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
