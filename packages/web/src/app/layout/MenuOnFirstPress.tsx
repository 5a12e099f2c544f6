import { Menu } from '@mantine/core';
import { Suspense, useEffect, useRef, useState, type ReactElement, type ReactNode, type RefObject } from 'react';

/**
 * A header menu whose code (Mantine's Menu and the floating-UI code under it) loads at the first
 * press of its button: until then the button stands alone, then `menu` (a lazily loaded
 * `OpenedMenu`) takes its place.
 */
export function MenuOnFirstPress({
  button,
  menu,
}: {
  button: (press: () => void) => ReactElement;
  menu: ReactElement;
}) {
  const [used, setUsed] = useState(false);
  const plain = button(() => setUsed(true));
  if (!used) return plain;
  return <Suspense fallback={plain}>{menu}</Suspense>;
}

/**
 * The loaded menu: it opens at once, as the press that loaded it asked. Its button replaced the
 * one that was pressed, so it takes the focus first: the menu then opens from it and gives the
 * focus back to it when it closes.
 */
export function OpenedMenu({
  target,
  children,
}: {
  target: (ref: RefObject<HTMLButtonElement | null>) => ReactElement;
  children: ReactNode;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    button.current?.focus();
    setOpened(true);
  }, []);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{target(button)}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
