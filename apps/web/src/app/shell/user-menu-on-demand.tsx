import { useRef } from 'react';
import type { Session } from '@console/contracts';
import { UserMenuTarget } from './user-menu-target.tsx';
import { useOnDemand } from '../../lib/use-on-demand.ts';

const loadUserMenu = () => import('./user-menu.tsx').then((module) => module.UserMenu);

/**
 * The user menu's button, with the menu's code fetched on hover or focus. The first click puts the
 * menu in its place and clicks its button, so that it opens as any later click opens it.
 */
export function UserMenuOnDemand({ session }: { session: Session }) {
  const target = useRef<HTMLButtonElement>(null);
  const menu = useOnDemand(loadUserMenu, () => {
    target.current?.focus();
    target.current?.click();
  });
  if (menu.part) return <menu.part session={session} targetRef={target} />;
  return (
    <UserMenuTarget
      session={session}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={menu.prefetch}
      onFocus={menu.prefetch}
      onClick={menu.activate}
    />
  );
}
