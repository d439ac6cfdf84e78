import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { useLogout } from '../api/use-logout';

interface LogOutButtonProps {
  variant?: ButtonProps['variant'];
  /** 'Log out' unless the page says what follows, e.g. 'Log out and continue'. */
  children?: ReactNode;
}

/** Logs out where a page offers it beside what it says (a link for another account than the one logged in). */
export function LogOutButton({ variant, children = 'Log out' }: LogOutButtonProps) {
  const logout = useLogout();
  return (
    <Button size="lg" variant={variant} isPending={logout.isPending} onPress={() => logout.mutate()}>
      {children}
    </Button>
  );
}
