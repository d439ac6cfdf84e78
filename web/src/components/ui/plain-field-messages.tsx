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

export interface PlainFieldMessageIds {
  descriptionId: string | undefined;
  errorId: string | undefined;
  /** For the input's aria-describedby: the lines that are shown. */
  describedBy: string | undefined;
}

/** The ids of a plain field's description and error lines, made from the field's own id. */
export function plainFieldMessageIds(fieldId: string, description: ReactNode, errorMessage: ReactNode): PlainFieldMessageIds {
  const descriptionId = description ? `${fieldId}-description` : undefined;
  const errorId = errorMessage ? `${fieldId}-error` : undefined;
  return { descriptionId, errorId, describedBy: [descriptionId, errorId].filter(Boolean).join(' ') || undefined };
}

interface PlainFieldMessagesProps {
  ids: PlainFieldMessageIds;
  description?: ReactNode;
  errorMessage?: ReactNode;
  classNames: { description?: string | undefined; error?: string | undefined };
}

/** What sits under a plain field, as FieldMessages does under a react-aria one: its description, then its error. */
export function PlainFieldMessages({ ids, description, errorMessage, classNames }: PlainFieldMessagesProps) {
  return (
    <>
      {description && (
        <p id={ids.descriptionId} className={classNames.description}>
          {description}
        </p>
      )}
      {errorMessage && ids.errorId && (
        <FieldErrorLine id={ids.errorId} className={classNames.error}>
          {errorMessage}
        </FieldErrorLine>
      )}
    </>
  );
}
