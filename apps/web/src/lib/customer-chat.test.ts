import { MemberType, type SessionUser } from '@dcm/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_CONFIG_PATH, forgetClientConfig } from './client-config.ts';
import { bootCustomerChat, CUSTOMER_CHAT_SCRIPT, shutdownCustomerChat } from './customer-chat.ts';
import { http } from './http.ts';

const lab: SessionUser = {
  memberNo: 34,
  memberSe: MemberType.Lab,
  memberEmail: 'hanbitlab@example.com',
  memberHp: '01012345678',
  memberName: '김서연',
  registerDt: '2025-03-02',
  memberMileage: 0,
  swNo: null,
  swNoName: null,
  swEtc: null,
  memberNickName: 'hanbitlab',
  memberProfileImage: null,
  memberApprovalSe: 'B',
  memberApprovalReason: null,
  isAdmin: false,
  timeZone: null,
};

const scripts = () => [...document.querySelectorAll('script')].filter((s) => s.src === CUSTOMER_CHAT_SCRIPT);

function configure(customerChat: { pluginKey: string } | null) {
  return vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === CLIENT_CONFIG_PATH) return { data: { pushApiUrl: null, customerChat } };
    throw new Error(`unexpected GET ${url}`);
  });
}

beforeEach(() => {
  forgetClientConfig();
});
afterEach(() => {
  shutdownCustomerChat();
  for (const s of scripts()) s.remove();
  delete window.ChannelIO;
  vi.restoreAllMocks();
});

describe('customer chat', () => {
  it('loads nothing and starts nothing when no plugin key is configured', async () => {
    const get = configure(null);
    await bootCustomerChat(lab);
    expect(get).toHaveBeenCalledWith(CLIENT_CONFIG_PATH);
    expect(scripts()).toHaveLength(0);
    expect(window.ChannelIO).toBeUndefined();
  });

  it('boots with the member e-mail, mobile, name, type and registration date, e-mail unsubscribe false, texting true, in Korean', async () => {
    configure({ pluginKey: 'plugin-key-1' });
    await bootCustomerChat(lab);
    expect(scripts()).toHaveLength(1);
    expect(window.ChannelIO?.q).toEqual([
      [
        'boot',
        {
          pluginKey: 'plugin-key-1',
          memberId: '34',
          profile: { email: 'hanbitlab@example.com', mobileNumber: '01012345678', name: '김서연', memberType: 'lab', registerDt: '2025-03-02' },
          unsubscribeEmail: false,
          unsubscribeTexting: true,
          language: 'ko',
        },
      ],
    ]);
  });

  it('boots once per member and shuts down on logout', async () => {
    configure({ pluginKey: 'plugin-key-1' });
    await Promise.all([bootCustomerChat(lab), bootCustomerChat(lab)]);
    shutdownCustomerChat();
    expect(scripts()).toHaveLength(1);
    expect(window.ChannelIO?.q?.map((call) => call[0])).toEqual(['boot', 'shutdown']);
  });
});
