import { useEffect } from 'react';
import { App } from 'antd';
import { feedback } from './feedback';

export function FeedbackBridge() {
  const { message, modal } = App.useApp();
  useEffect(() => {
    feedback.message = message;
    feedback.modal = modal;
  }, [message, modal]);
  return null;
}
