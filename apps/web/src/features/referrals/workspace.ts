// The referral form being written: its mode, its form group and its rows (one patient each), kept
// in sessionStorage so that the form's own sub-pages (/request/itemType, /request/numvalue,
// /request/oftenDt, /request/add), a reload or a crashed tab lose nothing. The server holds what was
// saved; this holds what is on screen. The active row is the one a sub-page works on.
// A visit to a form page that is not a return to this workspace (issue 31: a second referral after a
// first) starts blank: unsaved work is set aside as the parked draft, restored only when the member
// asks, so one patient's scan never lands under another's referral number. A return carries the
// workspace's key in the history entry's state (formState), so sub-pages, back and reload resume.
import { emptyReferralDraft, type ReferralData, type ReferralMode, type Referral, type ReferralStatus, type UploadedFile } from '@dcm/shared';
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
  /** Which form-writing this is: a return to the form page names it (formState). */
  key: string;
  /** When the member last changed something (ISO), for the parked draft's notice. */
  changedAt?: string;
  mode: ReferralMode;
  /** The form group, once a first row was saved. */
  groupId?: string;
  rows: WorkspaceRow[];
  activeKey: string;
}

export const emptyReferralData = (): ReferralData => emptyReferralDraft();

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

/** Whether anything typed or attached in `w` is not saved yet (an untouched new row is nothing). */
export function hasUnsavedWork(w: Workspace | null | undefined): w is Workspace {
  if (!w) return false;
  const empty = JSON.stringify(emptyReferralData());
  return w.rows.some((r) => r.dirty && JSON.stringify(r.data) !== empty);
}

/** The history state of a visit that returns to the workspace `key` rather than starting anew. */
export const formState = (key: string) => ({ referralForm: key });

/** The workspace key a visit's history state names, if any. */
export const formKeyOf = (state: unknown): string | undefined =>
  typeof state === 'object' && state !== null && 'referralForm' in state && typeof state.referralForm === 'string' ? state.referralForm : undefined;

interface WorkspaceState {
  workspace: Workspace | null;
  /** Unsaved work set aside when a new form began; offered back, never restored unasked. */
  parked: Workspace | null;
  /** Start a new, empty form of `mode` (one row); answers its key. Unsaved work is dropped. */
  start: (mode: ReferralMode) => string;
  /** Start a new, empty form of `mode`, parking unsaved work first; answers its key. */
  begin: (mode: ReferralMode) => string;
  /** Open saved referrals (one, or a form group's rows in order) for editing, parking unsaved work first. */
  open: (mode: ReferralMode, referrals: Referral[]) => void;
  /** The parked draft back on screen; the work it replaces is parked in turn if unsaved. Answers it. */
  restoreParked: () => Workspace | null;
  discardParked: () => void;
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
    (set, get) => {
      // Unsaved work about to be replaced becomes the parked draft (the newest one wins).
      const park = () => {
        const w = get().workspace;
        if (hasUnsavedWork(w)) set({ parked: w });
      };
      return {
        workspace: null,
        parked: null,
        start(mode) {
          const row = newRow();
          const key = newKey();
          set({ workspace: { key, mode, rows: [row], activeKey: row.key } });
          return key;
        },
        begin(mode) {
          park();
          return get().start(mode);
        },
        open(mode, referrals) {
          const rows = referrals.map(rowOf);
          const first = rows[0];
          park();
          if (!first) return void get().start(mode);
          set({ workspace: { key: newKey(), mode, groupId: referrals[0]?.groupId, rows, activeKey: first.key } });
        },
        restoreParked() {
          const { parked, workspace } = get();
          if (!parked) return null;
          set({ workspace: parked, parked: hasUnsavedWork(workspace) ? workspace : null });
          return parked;
        },
        discardParked: () => set({ parked: null }),
        updateRow(key, change) {
          const w = get().workspace;
          if (w) set({ workspace: { ...mapRows(w, key, (row) => ({ ...change(row), dirty: true })), changedAt: new Date().toISOString() } });
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
      };
    },
    {
      name: 'dcm.referral-workspace',
      storage: createJSONStorage(() => sessionStorage),
      // 3: workspaces carry a key (issue 31); an older one is kept as a parked draft rather than lost.
      version: 3,
      migrate: (persisted, version) => {
        const old = persisted as { workspace?: Omit<Workspace, 'key'> | null } | null;
        if (version >= 3 || !old?.workspace) return persisted as WorkspaceState;
        const parked = { ...old.workspace, key: newKey() };
        return { workspace: null, parked: hasUnsavedWork(parked) ? parked : null } as WorkspaceState;
      },
    },
  ),
);

/** The row a sub-page works on, or null when no form is being written. */
export function useActiveRow(): WorkspaceRow | null {
  return useWorkspace((s) => s.workspace?.rows.find((r) => r.key === s.workspace?.activeKey) ?? null);
}

/** Where a sub-page returns to: the form of the workspace's mode. */
export const formPathOf = (mode: ReferralMode) => (mode === 'simple' ? '/request/easymode' : '/request/detailmode');
