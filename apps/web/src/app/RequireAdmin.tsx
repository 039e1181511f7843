import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { getToken } from '../lib/browser-storage.ts';
import { useUserStore } from '../lib/user-store.ts';

/** The operator's pages: signed out → /login; a member who is not the admin → 404-like home. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const user = useUserStore((s) => s.user);
  const location = useLocation();
  if (!user || !getToken()) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (!user.isAdmin) return <Navigate to="/" replace />;
  return children;
}
