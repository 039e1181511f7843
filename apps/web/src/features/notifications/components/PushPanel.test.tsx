import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_CONFIG_PATH, forgetClientConfig } from '../../../lib/client-config.ts';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { MEMBER } from '../test-fixtures.ts';
import { PushPanel } from './PushPanel.tsx';

let permission: NotificationPermission;

function browserWithPush(answer: NotificationPermission = 'granted') {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: Object.assign(new EventTarget(), { register: vi.fn(async () => ({ pushManager: {} })) }),
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    class {
      static get permission() {
        return permission;
      }
      static async requestPermission() {
        permission = answer;
        return permission;
      }
    },
  );
}

const renderPanel = () =>
  render(
    <>
      <PushPanel />
      <Toaster />
    </>,
  );

beforeEach(async () => {
  await i18n.changeLanguage('en');
  forgetClientConfig();
  useUserStore.getState().login(MEMBER);
  vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === CLIENT_CONFIG_PATH) return { data: { pushApiUrl: null, customerChat: null } };
    throw new Error(`unexpected GET ${url}`);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  useUserStore.getState().logout();
});

describe('push on this device', () => {
  it('sends a test notification to every registered device and says to how many', async () => {
    permission = 'granted';
    browserWithPush();
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: { sent: 2 } });
    renderPanel();
    expect(screen.getByTestId('push-state').textContent).toBe('This browser receives push notifications.');
    fireEvent.click(screen.getByRole('button', { name: 'Send a test notification' }));
    expect(await screen.findByText('Test notification sent to 2 registered devices.')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/push/test');
  });

  it('says when no device is registered yet', async () => {
    permission = 'granted';
    browserWithPush();
    vi.spyOn(http, 'post').mockResolvedValue({ data: { sent: 0 } });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Send a test notification' }));
    expect(await screen.findByText('No device is registered. Turn on push notifications first.')).toBeTruthy();
  });

  it('asks for permission while undecided, and shows the refusal in the member language', async () => {
    permission = 'default';
    browserWithPush('denied');
    const post = vi.spyOn(http, 'post');
    renderPanel();
    expect(screen.getByTestId('push-state').dataset.permission).toBe('default');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on push notifications' }));
    expect(await screen.findByText('Permission for notifications is missing.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('push-state').dataset.permission).toBe('denied'));
    expect(screen.queryByRole('button', { name: 'Turn on push notifications' })).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('says when the browser cannot take push at all', () => {
    renderPanel();
    expect(screen.getByTestId('push-state').textContent).toBe('This browser does not support push notifications.');
  });
});
