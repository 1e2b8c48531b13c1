import { message as staticMessage, Modal, type ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * antd's message and modal hooks follow the theme and locale of <App>, but the HTTP client lives
 * outside React. FeedbackBridge (inside <App>) registers the hook APIs here; before it mounts the
 * static APIs stand in.
 */
export interface Feedback {
  message: MessageInstance;
  modal: { warning: (props: ModalFuncProps) => unknown };
}

export const feedback: Feedback = {
  message: staticMessage,
  modal: { warning: Modal.warning },
};
