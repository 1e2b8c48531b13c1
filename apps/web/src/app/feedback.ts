import { message as staticMessage, Modal, type ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { TOAST_DURATION } from '@tessera/contracts';

/**
 * antd's message and modal hooks follow the theme and locale of <App>, but the HTTP client lives
 * outside React. FeedbackBridge (inside <App>) registers the hook APIs here; before it mounts the
 * static APIs stand in. This module brings antd with it: the HTTP client's ports load it only
 * when there is something to show, so the login page never waits for it.
 */
export interface Feedback {
  message: MessageInstance;
  modal: { warning: (props: ModalFuncProps) => unknown };
}

export const feedback: Feedback = {
  message: staticMessage,
  modal: { warning: Modal.warning },
};

/** Success toasts last 1.5 s (SPEC §8). */
export const toastSuccess = (content: string) =>
  void feedback.message.success({ content, duration: TOAST_DURATION.success / 1000 });

/**
 * Error toasts last 10 s (SPEC §8). The text is the key: the same message raised again (parallel
 * calls failing alike, a retried query) replaces the one on screen instead of stacking.
 */
export const toastError = (content: string, durationSeconds = TOAST_DURATION.error / 1000) =>
  void feedback.message.error({ content, duration: durationSeconds, key: content });
