import { theme } from 'antd';

/** antd's theme for the whole app; the login page's stylesheet copies the tokens it derives. */
export const BRAND_THEME = {
  algorithm: theme.defaultAlgorithm,
  token: { colorPrimary: '#1668dc', borderRadius: 6, fontSize: 14 },
  components: {
    Layout: { headerBg: '#0f1f3d', bodyBg: '#f4f6fa', siderBg: '#ffffff' },
    Menu: { darkItemBg: 'transparent', darkItemSelectedBg: 'rgba(255,255,255,0.14)' },
  },
};

/** BRAND_THEME without antd's transitions, for users who ask for reduced motion. */
export const STILL_THEME = { ...BRAND_THEME, token: { ...BRAND_THEME.token, motion: false } };
