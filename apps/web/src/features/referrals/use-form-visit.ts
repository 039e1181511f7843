// Whether a visit to a form page (/request/detailmode, /request/easymode without a saved referral to
// open) returns to the form being written or starts a new one (issue 31). A return names the
// workspace in its history state (formState: a sub-page's "Done", back, a reload); anything else (a
// menu, the home page's mode cards, a second referral after the first) starts blank, and unsaved
// work is parked for the member to restore, never shown unasked.
import type { ReferralMode } from '@dcm/shared';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formKeyOf, formState, useWorkspace } from './workspace.ts';

/** `starting`: the visit opens no saved referral. Answers whether the workspace on screen is this visit's. */
export function useFormVisit(mode: ReferralMode, starting: boolean): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const returningTo = formKeyOf(location.state);
  const current = useWorkspace((s) => !!s.workspace && s.workspace.mode === mode && s.workspace.key === returningTo);
  const { pathname, search, key: entry } = location;
  // Decided once per history entry: a restore or a "New form" changes the workspace first and the
  // entry a moment later (navigations are transitions), and must not be taken for a new visit.
  const decided = useRef<string | null>(null);

  useEffect(() => {
    if (!starting || decided.current === entry) return;
    decided.current = entry;
    if (current) return;
    const key = useWorkspace.getState().begin(mode);
    // The visit now names its form, so a reload or a way back from a sub-page resumes it.
    void navigate({ pathname, search }, { replace: true, state: formState(key) });
  }, [starting, current, mode, navigate, entry, pathname, search]);

  return current;
}
