import { cloneElement, Suspense, useState, type ReactElement } from 'react';
import type { DropdownProps } from 'antd';
import { preloadable } from './preloadable';

const Dropdown = preloadable<DropdownProps>(() => import('antd/es/dropdown'));

/** The Dropdown's chunk; component tests load it first, as a pointer over the button would. */
export const preloadDropdown = Dropdown.preload;

/** The trigger: a Button, say, that takes the handlers below. */
type Trigger = ReactElement<{
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}>;

export type LazyDropdownProps = Omit<DropdownProps, 'open' | 'onOpenChange' | 'trigger'> & {
  children: Trigger;
};

/**
 * antd's click-opened Dropdown, in a chunk of its own (with its Menu, about 20 KiB gzip): the
 * export menus on a dashboard are drawn with it, and nobody needs one before pointing at its
 * button. Until the first click the trigger is drawn alone; pointing at it or focusing it starts
 * the chunk, so the menu opens at once on the click that follows; from then on the Dropdown
 * behaves as antd's.
 */
export function LazyDropdown({ children, disabled, ...props }: LazyDropdownProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (!wanted) {
    const start = () => void preloadDropdown().catch(() => undefined);
    return cloneElement(children, {
      onPointerEnter: start,
      onFocus: start,
      onClick: () => {
        if (disabled) return;
        setWanted(true);
        setOpen(true);
      },
    });
  }
  return (
    <Suspense fallback={children}>
      <Dropdown
        {...props}
        disabled={disabled}
        trigger={['click']}
        open={open && !disabled}
        onOpenChange={setOpen}
      >
        {children}
      </Dropdown>
    </Suspense>
  );
}
