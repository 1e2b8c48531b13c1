import { create } from 'zustand';
import type { MenuNode, UiInfoItem, UserInfo } from '@tessera/contracts';
import { INITIAL_LICENCE, type LicenceState } from './licence';
import { clearToken, readToken, writeToken } from './tokenStore';

/** SPEC §3 user session. `menus` null means not loaded yet (the loadMenus flag). */
export interface SessionState {
  token: string | undefined;
  user: UserInfo | null;
  menus: MenuNode[] | null;
  uiInfo: Record<string, string | null>;
  licence: LicenceState;
  setToken(token: string): void;
  setUser(user: UserInfo, menus: MenuNode[]): void;
  setUiInfo(items: UiInfoItem[]): void;
  setLicence(licence: LicenceState): void;
  /** The server refused a call until the password is changed: the shell shows the change page. */
  requirePasswordChange(): void;
  /** SPEC §4: logout clears the token and resets user state. */
  reset(): void;
}

export const useSession = create<SessionState>((set) => ({
  token: readToken(),
  user: null,
  menus: null,
  uiInfo: {},
  licence: INITIAL_LICENCE,
  setToken: (token) => {
    writeToken(token);
    set({ token });
  },
  setUser: (user, menus) => set({ user, menus }),
  setUiInfo: (items) =>
    set({ uiInfo: Object.fromEntries(items.map((item) => [item.paramKey, item.paramValue])) }),
  setLicence: (licence) => set({ licence }),
  requirePasswordChange: () =>
    set((state) =>
      state.user && !state.user.mustChangePassword
        ? { user: { ...state.user, mustChangePassword: true } }
        : {},
    ),
  reset: () => {
    clearToken();
    set({ token: undefined, user: null, menus: null });
  },
}));
