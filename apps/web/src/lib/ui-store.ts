// Global interface state (SPEC §3/§4): loading, the done-alert and its blocking variant, and the
// upload progress, where a received value of 100 resets and hides the indicator.
import { create } from 'zustand';

export interface DoneAlert {
  title: string;
  contents: string;
  btnName: string;
}

interface UiState {
  isLoading: boolean;
  isAlertPresent: boolean;
  doneAlert: DoneAlert | null;
  callback: (() => void) | null;
  isBlockDoneAlert: boolean;
  isProgress: boolean;
  received: number;
  setLoading: (loading: boolean) => void;
  showDoneAlert: (alert: DoneAlert, callback?: () => void) => void;
  /** A blocking alert cannot be dismissed by its button: it stays until the page moves on. */
  blockDoneAlert: (alert: DoneAlert) => void;
  hideDoneAlert: () => void;
  setReceived: (percent: number) => void;
}

export const useUiStore = create<UiState>()((set, get) => ({
  isLoading: false,
  isAlertPresent: false,
  doneAlert: null,
  callback: null,
  isBlockDoneAlert: false,
  isProgress: false,
  received: 0,
  setLoading: (isLoading) => set({ isLoading }),
  showDoneAlert: (doneAlert, callback) => set({ doneAlert, callback: callback ?? null, isAlertPresent: true, isBlockDoneAlert: false }),
  blockDoneAlert: (doneAlert) => set({ doneAlert, callback: null, isAlertPresent: true, isBlockDoneAlert: true }),
  hideDoneAlert() {
    const { callback } = get();
    set({ doneAlert: null, callback: null, isAlertPresent: false, isBlockDoneAlert: false });
    callback?.();
  },
  setReceived: (percent) => (percent >= 100 ? set({ received: 0, isProgress: false }) : set({ received: Math.max(0, percent), isProgress: true })),
}));
