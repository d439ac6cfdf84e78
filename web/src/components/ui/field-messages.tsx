import type { ReactNode } from 'react';
import { FieldError, Text } from 'react-aria-components';
import { Icon } from './icon';

interface FieldMessagesProps {
  description?: ReactNode;
  /** The field's error; react-aria shows it only while the field is invalid. */
  errorMessage?: ReactNode;
  /** The field's own looks for each line. */
  classNames: { description?: string | undefined; error?: string | undefined };
}

/** What sits under a react-aria field: its description, then its error with the alert icon (DESIGN: forms). */
export function FieldMessages({ description, errorMessage, classNames }: FieldMessagesProps) {
  return (
    <>
      {description && (
        <Text slot="description" className={classNames.description}>
          {description}
        </Text>
      )}
      <FieldError className={classNames.error}>
        <Icon name="alert" size={16} />
        <span>{errorMessage}</span>
      </FieldError>
    </>
  );
}
