// Who is looking: the signed-in member and the side they take in the marketplace, read once from the
// user store for every feature that shows or hides something by it.
import { memberKind } from '@dcm/shared';
import { useUserStore } from './user-store.ts';

export type ViewerKind = 'client' | 'lab' | 'designer' | 'admin';

/** The signed-in member and their kind (the operator is 'admin'); null before sign-in. */
export function useViewer(): { memberNo: number; kind: ViewerKind } | null {
  const user = useUserStore((s) => s.user);
  if (!user) return null;
  return { memberNo: user.memberNo, kind: user.isAdmin ? 'admin' : memberKind(user.memberSe) };
}
