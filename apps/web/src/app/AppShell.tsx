// What every page shares: scroll handling, the session watchers, the code tables gate, the
// loading screen and the global alerts, progress and toasts.
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { ToastDurationMs } from '@dcm/shared';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { ProgressOverlay } from '../components/ProgressOverlay.tsx';
import { useInitialCodes } from '../lib/codes.ts';
import { useCustomerChat } from '../lib/customer-chat.ts';
import { installPushNavigation, usePushSetup } from '../lib/push.ts';
import { useRealtimeConnection } from '../lib/realtime.ts';
import { installSession } from '../lib/session.ts';
import { useUiStore } from '../lib/ui-store.ts';
import ServerErrorPage from '../features/system/pages/ServerErrorPage.tsx';
import { useLiveNotifications } from '../features/notifications/api.ts';
import { PrerenderHandoff } from './PrerenderHandoff.tsx';

// Loaded beside the app's start rather than in it (decision 0024): the toasts (sonner) in a chunk of
// their own, the done-alert (Radix dialog) with the first alert.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));
const DoneAlertDialog = lazy(() => import('../components/DoneAlertDialog.tsx').then((m) => ({ default: m.DoneAlertDialog })));

export function AppShell() {
  const navigate = useNavigate();
  useEffect(() => installSession((to) => void navigate(to, { replace: true })), [navigate]);
  useRealtimeConnection();
  // Issue 9: live notifications, web push (set up after sign-in; its clicks move this tab), the customer chat.
  useLiveNotifications();
  usePushSetup();
  useEffect(() => installPushNavigation((to) => void navigate(to)), [navigate]);
  useCustomerChat();
  const codes = useInitialCodes();
  // The tables arrive through the query cache, an update React must render at once and in one piece.
  // Deferred, the page behind the gate renders as a transition instead: in slices, yielding to the
  // phone between them, while the pre-rendered copy (or the loading screen) stays on screen.
  const ready = useDeferredValue(codes.ready);
  const isLoading = useUiStore((s) => s.isLoading);
  const hasDoneAlert = useUiStore((s) => s.doneAlert !== null);

  let content;
  if (codes.failed)
    content = (
      <>
        <ServerErrorPage maintenance />
        <PrerenderHandoff />
      </>
    );
  else if (!ready) content = <LoadingScreen />;
  else
    content = (
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
        <PrerenderHandoff />
      </Suspense>
    );

  return (
    <>
      <ScrollRestoration />
      {content}
      {isLoading && <LoadingScreen overlay />}
      {hasDoneAlert && (
        <Suspense fallback={null}>
          <DoneAlertDialog />
        </Suspense>
      )}
      <ProgressOverlay />
      <Suspense fallback={null}>
        <Toaster position="bottom-center" duration={ToastDurationMs} toastOptions={{ style: { maxWidth: 672 } }} />
      </Suspense>
    </>
  );
}
