// What every page shares: scroll handling, the session watchers, the code tables gate, the
// loading screen and the global alerts, progress and toasts.
import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { Toaster } from 'sonner';
import { ToastDurationMs } from '@dcm/shared';
import { DoneAlertDialog } from '../components/DoneAlertDialog.tsx';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { ProgressOverlay } from '../components/ProgressOverlay.tsx';
import { useInitialCodes } from '../lib/codes.ts';
import { installSession } from '../lib/session.ts';
import { useUiStore } from '../lib/ui-store.ts';
import ServerErrorPage from '../features/system/pages/ServerErrorPage.tsx';

export function AppShell() {
  const navigate = useNavigate();
  useEffect(() => installSession((to) => void navigate(to, { replace: true })), [navigate]);
  const codes = useInitialCodes();
  const isLoading = useUiStore((s) => s.isLoading);

  let content;
  if (codes.failed) content = <ServerErrorPage maintenance />;
  else if (!codes.ready) content = <LoadingScreen />;
  else
    content = (
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    );

  return (
    <>
      <ScrollRestoration />
      {content}
      {isLoading && <LoadingScreen overlay />}
      <DoneAlertDialog />
      <ProgressOverlay />
      <Toaster position="bottom-center" duration={ToastDurationMs} toastOptions={{ style: { maxWidth: 672 } }} />
    </>
  );
}
