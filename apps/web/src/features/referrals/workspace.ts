// The referral form being written: its mode, its form group and its rows (one patient each), kept
// in sessionStorage so that the form's own sub-pages (/request/itemType, /request/numvalue,
// /request/oftenDt, /request/add), a reload or a crashed tab lose nothing. The server holds what was
// saved; this holds what is on screen. The active row is the one a sub-page works on.
import { ReferralDraft, type ReferralData, type ReferralMode, type Referral, type ReferralStatus, type UploadedFile } from '@dcm/shared';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface WorkspaceRow {
  /** Stable key on screen, also before the first save. */
  key: string;
  /** The saved referral and its status, once saved. */
  id?: string;
  status?: ReferralStatus;
  data: ReferralData;
  /** The attached files as uploaded, to name them; `data` holds only their ids. */
  files: UploadedFile[];
  /** Files whose names look like they carry a person's name (the client should rename them). */
  flaggedFileIds: string[];
  /** Changed since it was last saved (or never saved). */
  dirty: boolean;
}

export interface Workspace {
  mode: ReferralMode;
  /** The form group, once a first row was saved. */
  groupId?: string;
  rows: WorkspaceRow[];
  activeKey: string;
}

export const emptyReferralData = (): ReferralData => ReferralDraft.parse({});

const newKey = () => crypto.randomUUID();

export const newRow = (data: ReferralData = emptyReferralData()): WorkspaceRow => ({ key: newKey(), data, files: [], flaggedFileIds: [], dirty: true });

export const rowOf = (referral: Referral): WorkspaceRow => ({
  key: referral.id,
  id: referral.id,
  status: referral.status,
  data: referral.data,
  files: referral.files,
  flaggedFileIds: [],
  dirty: false,
});

/** What the next patient keeps from this one: the choices, not the patient's number, teeth or files. */
export const nextPatientData = (from: ReferralData): ReferralData => ({
  ...from,
  referralNumber: '',
  teeth: { teeth: [], bridges: [], bundles: [] },
  scanFileId: null,
  otherFileIds: [],
  confirmed: false,
});

interface WorkspaceState {
  workspace: Workspace | null;
  /** Start a new, empty form of `mode` (one row). */
  start: (mode: ReferralMode) => void;
  /** Open saved referrals (one, or a form group's rows in order) for editing. */
  open: (mode: ReferralMode, referrals: Referral[]) => void;
  /** Any change the client makes; the row is then unsaved until `markSaved`. */
  updateRow: (key: string, change: (row: WorkspaceRow) => WorkspaceRow) => void;
  /** `saved` is the data that was sent: a change made meanwhile keeps the row unsaved. */
  markSaved: (key: string, referral: Referral, saved: ReferralData) => void;
  updateData: (key: string, change: Partial<ReferralData>) => void;
  /** Add a row (blank, or continuing from the row `fromKey`) and make it active. */
  addRow: (fromKey?: string) => string;
  removeRow: (key: string) => void;
  setActive: (key: string) => void;
  setGroupId: (groupId: string) => void;
  clear: () => void;
}

const mapRows = (w: Workspace, key: string, change: (row: WorkspaceRow) => WorkspaceRow): Workspace => ({
  ...w,
  rows: w.rows.map((r) => (r.key === key ? change(r) : r)),
});

export const useWorkspace = create<WorkspaceState>()(
  persist(
    (set, get) => ({
      workspace: null,
      start(mode) {
        const row = newRow();
        set({ workspace: { mode, rows: [row], activeKey: row.key } });
      },
      open(mode, referrals) {
        const rows = referrals.map(rowOf);
        const first = rows[0];
        if (!first) return get().start(mode);
        set({ workspace: { mode, groupId: referrals[0]?.groupId, rows, activeKey: first.key } });
      },
      updateRow(key, change) {
        const w = get().workspace;
        if (w) set({ workspace: mapRows(w, key, (row) => ({ ...change(row), dirty: true })) });
      },
      markSaved(key, referral, data) {
        const w = get().workspace;
        if (!w) return;
        const saved = mapRows(w, key, (row) => ({ ...row, id: referral.id, status: referral.status, dirty: row.data !== data }));
        set({ workspace: { ...saved, groupId: saved.groupId ?? referral.groupId } });
      },
      updateData(key, change) {
        get().updateRow(key, (row) => ({ ...row, data: { ...row.data, ...change } }));
      },
      addRow(fromKey) {
        const w = get().workspace;
        const from = w?.rows.find((r) => r.key === fromKey);
        const row = newRow(from ? nextPatientData(from.data) : emptyReferralData());
        if (w) set({ workspace: { ...w, rows: [...w.rows, row], activeKey: row.key } });
        return row.key;
      },
      removeRow(key) {
        const w = get().workspace;
        if (!w || w.rows.length <= 1) return;
        const rows = w.rows.filter((r) => r.key !== key);
        set({ workspace: { ...w, rows, activeKey: w.activeKey === key ? (rows[0]?.key ?? '') : w.activeKey } });
      },
      setActive(key) {
        const w = get().workspace;
        if (w) set({ workspace: { ...w, activeKey: key } });
      },
      setGroupId(groupId) {
        const w = get().workspace;
        if (w) set({ workspace: { ...w, groupId } });
      },
      clear: () => set({ workspace: null }),
    }),
    { name: 'dcm.referral-workspace', storage: createJSONStorage(() => sessionStorage), version: 2 },
  ),
);

/** The row a sub-page works on, or null when no form is being written. */
export function useActiveRow(): WorkspaceRow | null {
  return useWorkspace((s) => s.workspace?.rows.find((r) => r.key === s.workspace?.activeKey) ?? null);
}

/** Where a sub-page returns to: the form of the workspace's mode. */
export const formPathOf = (mode: ReferralMode) => (mode === 'simple' ? '/request/easymode' : '/request/detailmode');
