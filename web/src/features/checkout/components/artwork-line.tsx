import { useRef } from 'react';
import { ProgressBar } from 'react-aria-components';
import { MAX_ARTWORK_BYTES } from '@bff/schemas/checkout';
import { Button } from '@web/components/ui/button';
import { FileField, formatSize } from '@web/components/ui/file-field';
import { Icon } from '@web/components/ui/icon';
import { lineDetails } from '@web/features/cart/cart-quote';
import { lineQuantity, type CartItem } from '@web/features/cart/cart-rules';
import { CartThumbnail } from '@web/features/cart/components/cart-thumbnail';
import type { BadgeTone } from '@web/features/orders/order-labels';
import { StatusBadge } from '@web/features/orders/components/status-badge';
import type { ArtworkChoice } from '../api/checkout-queries';
import { ARTWORK_ACCEPT, lineArtworkStatus, type LineArtworkStatus, type LocalUpload } from '../artwork-rules';
import styles from './artwork-line.module.css';

const STATUS: Record<LineArtworkStatus, { label: string; tone: BadgeTone }> = {
  uploaded: { label: 'Artwork uploaded', tone: 'success' },
  later: { label: 'Sending later', tone: 'neutral' },
  uploading: { label: 'Uploading', tone: 'neutral' },
  refused: { label: 'File not accepted', tone: 'danger' },
  failed: { label: 'Upload failed', tone: 'danger' },
  missing: { label: 'Artwork needed', tone: 'warning' },
};

const FORMATS_HINT = `PDF, AI, EPS, PNG, JPG or TIFF, up to ${MAX_ARTWORK_BYTES / 1024 / 1024} MB. Print-ready PDF works best.`;

interface ArtworkLineProps {
  item: CartItem;
  saved: ArtworkChoice | undefined;
  local: LocalUpload | undefined;
  onFile: (file: File) => void;
  onCancel: () => void;
  onLater: () => void;
  isSavingLater: boolean;
}

/** One cart line's artwork: choose (or replace) a file and watch it upload, or promise it for later. */
export function ArtworkLine({ item, saved, local, onFile, onCancel, onLater, isSavingLater }: ArtworkLineProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const status = lineArtworkStatus(saved, local);
  // A file this page could not store: named, with its reason, even when an earlier file still stands.
  const unstored = local && local.kind !== 'uploading' ? local : null;
  const headingId = `artwork-${item.code}`;
  const details = lineDetails(item)
    .map((detail) => detail.value)
    .join(' · ');

  return (
    <li className={styles.line} aria-labelledby={headingId} data-status={status}>
      <CartThumbnail item={item} size="large" />
      <div className={styles.body}>
        <div className={styles.head}>
          <div className={styles.title}>
            <h2 id={headingId} className={styles.name}>
              {item.productName}
            </h2>
            <p className={styles.meta}>
              Qty {lineQuantity(item).toLocaleString('en-GB')}
              {details && ` · ${details}`}
            </p>
          </div>
          {/* Live regions, here from the first render, so an upload's end or a refusal is announced
              while focus stays on the file input. */}
          <span role="status">
            <StatusBadge tone={STATUS[status].tone}>{STATUS[status].label}</StatusBadge>
          </span>
        </div>

        <div role="status" className={styles.outcome}>
          {status === 'uploaded' && saved?.kind === 'upload' && (
            <p className={styles.file}>
              <Icon name="check" size={18} />
              <span>
                {saved.fileName} <span className={styles.size}>({formatSize(saved.size)})</span>
              </span>
            </p>
          )}
          {unstored && (
            <p className={styles.unstored}>
              <Icon name="alert" size={18} />
              <span>
                <span className={styles.unstoredName}>{unstored.fileName}</span> {unstored.kind === 'refused' ? 'was not accepted' : 'did not upload'}
                {/* The reason shows under the file input; said here too, so it is announced. */}
                <span className={styles.visuallyHidden}>: {unstored.message}</span>
              </span>
            </p>
          )}
          {status === 'later' && (
            <p className={styles.later}>
              <Icon name="mail" size={18} />
              <span>Send it any time before we print: reply to your order confirmation email, or upload it here.</span>
            </p>
          )}
        </div>
        {local?.kind === 'uploading' && (
          <div className={styles.uploading}>
            <ProgressBar value={Math.round(local.progress * 100)} aria-label={`Uploading ${local.fileName}`} className={styles.progress}>
              {({ percentage, valueText }) => (
                <>
                  <span className={styles.progressText}>
                    <span className={styles.progressName}>{local.fileName}</span>
                    <span>{valueText}</span>
                  </span>
                  <span className={styles.track}>
                    <span className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
                  </span>
                </>
              )}
            </ProgressBar>
            <Button variant="ghost" size="sm" onPress={onCancel} aria-label={`Cancel the upload of ${local.fileName}`}>
              Cancel
            </Button>
          </div>
        )}

        <div className={styles.actions}>
          <div className={styles.chooser}>
            <FileField
              label={status === 'uploaded' ? 'Replace file' : 'Choose your print file'}
              name={`artwork-${item.code}`}
              accept={ARTWORK_ACCEPT}
              file={null}
              inputRef={inputRef}
              description={FORMATS_HINT}
              errorMessage={unstored?.message ?? null}
              onChange={(file) => {
                if (!file) return;
                onFile(file);
                // Cleared, so choosing the same file again (after a failure) still starts an upload.
                if (inputRef.current) inputRef.current.value = '';
              }}
            />
          </div>
          {status !== 'later' && (
            <Button variant="outline" onPress={onLater} isPending={isSavingLater} className={styles.laterButton}>
              I&apos;ll send my artwork later
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
