import { message as staticMessage, Modal } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';

/**
 * antd's message and modal hooks follow the theme and locale of <App>, but the HTTP client lives
 * outside React. FeedbackBridge (inside <App>) registers the hook APIs here; before it mounts the
 * static APIs stand in.
 */
export const feedback: { message: MessageInstance; modal: Pick<ModalHookAPI, 'warning'> } = {
  message: staticMessage,
  modal: { warning: Modal.warning },
};
