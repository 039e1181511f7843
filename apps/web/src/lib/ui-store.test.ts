import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from './ui-store.ts';

const alert = { title: 'Saved', contents: 'Your referral was saved.', btnName: 'OK' };

describe('global interface state', () => {
  beforeEach(() => useUiStore.setState({ isProgress: false, received: 0, isAlertPresent: false, isBlockDoneAlert: false, doneAlert: null }));

  it('shows progress while received is below 100, and 100 resets and hides it', () => {
    useUiStore.getState().setReceived(40);
    expect(useUiStore.getState()).toMatchObject({ isProgress: true, received: 40 });
    useUiStore.getState().setReceived(100);
    expect(useUiStore.getState()).toMatchObject({ isProgress: false, received: 0 });
  });

  it('runs the done-alert callback when the alert is closed', () => {
    const callback = vi.fn();
    useUiStore.getState().showDoneAlert(alert, callback);
    expect(useUiStore.getState()).toMatchObject({ isAlertPresent: true, isBlockDoneAlert: false, doneAlert: alert });
    useUiStore.getState().hideDoneAlert();
    expect(callback).toHaveBeenCalledOnce();
    expect(useUiStore.getState()).toMatchObject({ isAlertPresent: false, doneAlert: null });
  });

  it('sets both flags when the done-alert is blocking', () => {
    useUiStore.getState().blockDoneAlert(alert);
    expect(useUiStore.getState()).toMatchObject({ isAlertPresent: true, isBlockDoneAlert: true });
  });
});
