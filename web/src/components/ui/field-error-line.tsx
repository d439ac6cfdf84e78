import type { ReactNode } from 'react';
import { Icon } from './icon';

/** The error line of a field react-aria does not manage (file pickers, widgets), tied to it by `id`. */
export function FieldErrorLine({ id, className, children }: { id: string; className?: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className={className}>
      <Icon name="alert" size={16} />
      <span>{children}</span>
    </p>
  );
}
