import { useId, type Ref } from 'react';
import { PlainFieldMessages, plainFieldMessageIds } from './plain-field-messages';
import { Icon } from './icon';
import styles from './file-field.module.css';
import fieldStyles from './text-field.module.css';

export interface FileFieldProps {
  label: string;
  name: string;
  /** The `accept` attribute: extensions and MIME types. */
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  description?: string;
  /** Shown under the field in the danger colour; its presence marks the field invalid. */
  errorMessage?: string | null;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A native file input (keyboard, screen readers and drag-and-drop work as everywhere), labelled above
 * with the chosen file's name and size under it.
 */
export function FileField({ label, name, accept, file, onChange, description, errorMessage, inputRef }: FileFieldProps) {
  const id = useId();
  const messageIds = plainFieldMessageIds(id, description, errorMessage);
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={accept}
        className={styles.input}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={messageIds.describedBy}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
      />
      {/* A refused file is named, but not ticked as chosen above its refusal. */}
      {file && (
        <p className={errorMessage ? styles.refused : styles.chosen}>
          {!errorMessage && <Icon name="check" size={16} />}
          <span>
            {file.name} ({formatSize(file.size)})
          </span>
        </p>
      )}
      <PlainFieldMessages ids={messageIds} description={description} errorMessage={errorMessage} classNames={styles} />
    </div>
  );
}

/** 2_400_000 -> '2.3 MB': a file's size as people read it. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
