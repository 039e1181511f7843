import { isApproved } from '@dcm/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { getToken } from '../lib/browser-storage.ts';
import { useUserStore } from '../lib/user-store.ts';

/** The guard of SPEC §2: signed out → /login; approval code other than B → /login/JoinEnd. */
export function RequireMember({ children }: { children: ReactNode }) {
  const user = useUserStore((s) => s.user);
  const permissions = useUserStore((s) => s.permissions);
  const location = useLocation();
  if (!user || !getToken()) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (!isApproved(permissions)) return <Navigate to="/login/JoinEnd" replace state={{ memberApprovalSe: permissions }} />;
  return children;
}
