// The customer-chat widget (SPEC §7), a Channel Talk style service: booted for the signed-in member
// with their e-mail, mobile, name, member type and registration date, e-mail unsubscribe false,
// texting unsubscribe true, in Korean; shut down on logout. Off — no script, no request to the
// service — when the server has no plugin key configured (ClientConfig.customerChat null).
import { memberKind, type SessionUser } from '@dcm/shared';
import { useEffect } from 'react';
import { loadClientConfig } from './client-config.ts';
import { useUserStore } from './user-store.ts';

export const CUSTOMER_CHAT_SCRIPT = 'https://cdn.channel.io/plugin/ch-plugin-web.js';

export interface CustomerChatBootOptions {
  pluginKey: string;
  memberId: string;
  profile: { email: string; mobileNumber: string | null; name: string; memberType: string; registerDt: string };
  unsubscribeEmail: boolean;
  unsubscribeTexting: boolean;
  language: 'ko';
}

type ChannelIOFn = ((command: string, ...args: unknown[]) => void) & { q?: unknown[][] };

declare global {
  interface Window {
    ChannelIO?: ChannelIOFn;
  }
}

export function customerChatBootOptions(pluginKey: string, user: SessionUser): CustomerChatBootOptions {
  return {
    pluginKey,
    memberId: String(user.memberNo),
    profile: {
      email: user.memberEmail,
      mobileNumber: user.memberHp,
      name: user.memberName,
      memberType: memberKind(user.memberSe),
      registerDt: user.registerDt,
    },
    unsubscribeEmail: false,
    unsubscribeTexting: true,
    language: 'ko',
  };
}

/**
 * The service's loader: a stand-in `ChannelIO` queues the calls until the script arrives and
 * replays them, so `boot` may be called at once.
 */
function loadScript(): ChannelIOFn {
  if (window.ChannelIO) return window.ChannelIO;
  const queue: unknown[][] = [];
  const standIn: ChannelIOFn = (...args: unknown[]) => void queue.push(args);
  standIn.q = queue;
  window.ChannelIO = standIn;
  const script = document.createElement('script');
  script.async = true;
  script.src = CUSTOMER_CHAT_SCRIPT;
  script.dataset.customerChat = '';
  document.head.appendChild(script);
  return standIn;
}

/** The member the widget was started for (or found off for); null while nobody is signed in. */
let bootedFor: number | null = null;

/** Boots the widget for the member when the server configured it; nothing happens otherwise. */
export async function bootCustomerChat(user: SessionUser): Promise<void> {
  if (bootedFor === user.memberNo) return;
  bootedFor = user.memberNo;
  const { customerChat } = await loadClientConfig();
  // Signed out (or another member in) while the config was on its way.
  if (bootedFor !== user.memberNo || !customerChat?.pluginKey) return;
  loadScript()('boot', customerChatBootOptions(customerChat.pluginKey, user));
}

/** On logout: the widget forgets the member (the script stays loaded for the next sign-in). */
export function shutdownCustomerChat(): void {
  if (bootedFor === null) return;
  bootedFor = null;
  window.ChannelIO?.('shutdown');
}

/** Started while a member is signed in, shut down when they leave. Used once, by the app shell. */
export function useCustomerChat(): void {
  const memberNo = useUserStore((s) => s.user?.memberNo);
  useEffect(() => {
    const user = useUserStore.getState().user;
    if (memberNo === undefined || !user) return shutdownCustomerChat();
    bootCustomerChat(user).catch((error: unknown) => {
      bootedFor = null;
      console.warn('customer chat', error);
    });
  }, [memberNo]);
}
