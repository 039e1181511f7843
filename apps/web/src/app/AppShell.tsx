// What every page shares: scroll handling, the session watchers, the code tables gate, the
// loading screen and the global alerts, progress and toasts.
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { ToastDurationMs } from '@dcm/shared';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { ProgressOverlay } from '../components/ProgressOverlay.tsx';
import { useInitialCodes } from '../lib/codes.ts';
import { useCustomerChat } from '../lib/customer-chat.ts';
import { lazyWithReload } from '../lib/lazy-with-reload.ts';
import { installPushNavigation, usePushSetup } from '../lib/push.ts';
import { installSession } from '../lib/session.ts';
import { Toaster } from '../lib/toast.tsx';
import { useUiStore } from '../lib/ui-store.ts';
import { useUserStore } from '../lib/user-store.ts';
import ServerErrorPage from '../features/system/pages/ServerErrorPage.tsx';
import { PrerenderHandoff } from './PrerenderHandoff.tsx';
import { ScrollRestoration } from './ScrollRestoration.tsx';

// Loaded beside the app's start rather than in it (decision 0024): the done-alert (Radix dialog) with
// the first alert; the toasts (sonner) load with the first toast (lib/toast.tsx, decision 0037).
const DoneAlertDialog = lazy(() => import('../components/DoneAlertDialog.tsx').then((m) => ({ default: m.DoneAlertDialog })));
// A member's live connection loads with the first signed-in render (decision 0034); a deploy that removed it reloads the tab.
const MemberConnections = lazyWithReload(() => import('./MemberParts.tsx').then((m) => ({ default: m.MemberConnections })));

export function AppShell() {
  const navigate = useNavigate();
  useEffect(() => installSession((to) => void navigate(to, { replace: true })), [navigate]);
  const signedIn = useUserStore((s) => s.user !== null);
  // Issue 9: the live connection with its notifications (MemberConnections), web push (set up after
  // sign-in; its clicks move this tab), the customer chat.
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
      {signedIn && (
        <Suspense fallback={null}>
          <MemberConnections />
        </Suspense>
      )}
      {hasDoneAlert && (
        <Suspense fallback={null}>
          <DoneAlertDialog />
        </Suspense>
      )}
      <ProgressOverlay />
      <Toaster position="bottom-center" duration={ToastDurationMs} toastOptions={{ style: { maxWidth: 672 } }} />
    </>
  );
}
