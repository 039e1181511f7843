// The signed-in user (SPEC §3 "Signed-in user"), persisted encrypted under the store name
// UserStore. The spec fixes a symmetric key in the client: this hides the data from casual reading
// of browser storage, it is not a secret from anyone who reads the bundle.
import type { SessionUser } from '@dcm/shared';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';

const STORE_KEY = 'UserStore';
const STORE_CIPHER_KEY = 'dcm-user-store-v1';

const encryptedStorage: StateStorage = {
  getItem(name) {
    const raw = localStorage.getItem(name);
    if (!raw) return null;
    try {
      return AES.decrypt(raw, STORE_CIPHER_KEY).toString(Utf8) || null;
    } catch {
      return null;
    }
  },
  setItem: (name, value) => localStorage.setItem(name, AES.encrypt(value, STORE_CIPHER_KEY).toString()),
  removeItem: (name) => localStorage.removeItem(name),
};

interface UserState {
  user: SessionUser | null;
  /** The member approval code, a single value (SPEC §3). */
  permissions: string;
  mileage: number;
  designerMileage: number;
  message: boolean;
  login: (user: SessionUser, callback?: () => void) => void;
  setUser: (user: SessionUser) => void;
  logout: () => void;
}

export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      user: null,
      permissions: '',
      mileage: 0,
      designerMileage: 0,
      message: false,
      login(user, callback) {
        set({ user, permissions: user.memberApprovalSe, mileage: user.memberMileage, designerMileage: user.memberMileage });
        callback?.();
      },
      setUser: (user) => set({ user, permissions: user.memberApprovalSe }),
      logout: () => set({ user: null, mileage: 0, designerMileage: 0, message: false, permissions: '' }),
    }),
    {
      name: STORE_KEY,
      storage: createJSONStorage(() => encryptedStorage),
      partialize: ({ user, permissions, mileage, designerMileage, message }) => ({ user, permissions, mileage, designerMileage, message }),
    },
  ),
);
