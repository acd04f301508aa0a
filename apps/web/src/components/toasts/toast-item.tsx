import { useEffect, useState } from 'react';
import { Notification, Progress } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { TOAST_ENTRANCE_DELAY_MS, TOAST_STEPS, TOAST_STEP_MS, dismissToast, type Toast, type ToastVariant } from './toast-store.ts';
import { useTranslation } from 'react-i18next';

const looks: Record<ToastVariant, { color: string; title: `toast.${ToastVariant}`; icon: React.ReactNode }> = {
  success: { color: 'green', title: 'toast.success', icon: <IconCheck size={18} /> },
  warning: { color: 'yellow', title: 'toast.warning', icon: <IconAlertTriangle size={18} /> },
  danger: { color: 'red', title: 'toast.danger', icon: <IconX size={18} /> },
  info: { color: 'blue', title: 'toast.info', icon: <IconInfoCircle size={18} /> },
};

interface ToastItemProps {
  toast: Toast;
}

/**
 * One toast: it appears after the entrance delay, counts down 20 steps of 250 ms with a visible
 * bar, pauses while the pointer is over it, and can be closed by hand.
 */
export function ToastItem({ toast }: ToastItemProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const [stepsLeft, setStepsLeft] = useState(TOAST_STEPS);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), TOAST_ENTRANCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!visible || paused) return;
    const timer = setInterval(() => setStepsLeft((steps) => steps - 1), TOAST_STEP_MS);
    return () => clearInterval(timer);
  }, [visible, paused]);

  useEffect(() => {
    if (stepsLeft <= 0) dismissToast(toast.id);
  }, [stepsLeft, toast.id]);

  if (!visible) return null;
  const look = looks[toast.variant];
  return (
    <Notification
      role={toast.variant === 'danger' || toast.variant === 'warning' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      color={look.color}
      icon={look.icon}
      title={t(look.title)}
      onClose={() => dismissToast(toast.id)}
      closeButtonProps={{ 'aria-label': t('toast.close') }}
      withBorder
    >
      {toast.message}
      <Progress
        mt="xs"
        size="xs"
        color={look.color}
        value={(stepsLeft / TOAST_STEPS) * 100}
        aria-label={t('toast.timeLeft')}
        transitionDuration={TOAST_STEP_MS}
      />
    </Notification>
  );
}
