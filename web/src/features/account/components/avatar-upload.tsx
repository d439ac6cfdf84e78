import { useEffect, useMemo, useState } from 'react';
import * as v from 'valibot';
import { AVATAR_ACCEPT, AVATAR_TYPE_MESSAGE, AvatarSchema } from '@bff/schemas/avatar';
import { Button } from '@web/components/ui/button';
import { FileField } from '@web/components/ui/file-field';
import { isLoginRequired, NOT_SAVED_NOTICE, useLogInAgainIfRefused } from '@web/features/auth/session-ended';
import { notify } from '@web/lib/toast';
import { serverMessage } from '@web/lib/server-message';
import { useUploadAvatar } from '../api/account-mutations';
import type { ProfileView } from '../api/account-queries';
import { Avatar } from './avatar';
import styles from './avatar-upload.module.css';

/** Why the chosen file cannot be the picture, by the shared schema's rules (type claimed, size); null when it can. */
function choiceProblem(file: File): string | null {
  const result = v.safeParse(AvatarSchema.entries.profile_image, file);
  return result.success ? null : (result.issues[0]?.message ?? null);
}

/**
 * The profile picture: choose a JPEG, PNG or WebP, see it in place of the current one, then upload.
 * A file the shared schema refuses (another type, too large), or one the browser cannot show as a
 * picture, is refused at once with the reason under the picker and no preview; a refusal by the shop
 * is written there too. The chosen file stays named in the picker either way.
 */
export function AvatarUpload({ profile }: { profile: ProfileView }) {
  const [file, setFile] = useState<File | null>(null);
  const [unreadable, setUnreadable] = useState<File | null>(null);
  // A new key empties the native file input after an upload or a cancel.
  const [pickerKey, setPickerKey] = useState(0);
  const problem = file && (choiceProblem(file) ?? (unreadable === file ? AVATAR_TYPE_MESSAGE : null));
  const preview = useMemo(() => (file && !choiceProblem(file) ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = problem ? null : preview;

  const logInAgainIfRefused = useLogInAgainIfRefused();
  const upload = useUploadAvatar({
    onSuccess: ({ message }) => {
      clear();
      notify.success('Success!', { description: message || 'Your picture has been updated.' });
    },
    // Refused because the session ended: the shopper is asked to log in, and the chosen picture stays
    // for them to upload again; never by itself, as whoever logs in may be someone else. Any other
    // refusal is written under the picker.
    onError: (error) => void logInAgainIfRefused(error, { notice: NOT_SAVED_NOTICE }),
  });
  const refusal = upload.isError && !isLoginRequired(upload.error) ? serverMessage(upload.error, { field: 'profile_image' }) : null;

  function clear() {
    setFile(null);
    setPickerKey((key) => key + 1);
    upload.reset();
  }

  return (
    <div className={styles.upload}>
      <div className={styles.pictures}>
        <Avatar url={shown ?? profile.avatarUrl} name={profile.firstName} size="lg" onUnreadable={shown ? () => setUnreadable(file) : undefined} />
        <p className={styles.caption} aria-live="polite">
          {shown ? 'Preview: not saved yet' : profile.avatarUrl ? 'Your current picture' : 'No picture yet: your initial is shown'}
        </p>
      </div>
      <div className={styles.controls}>
        <FileField
          key={pickerKey}
          label="Choose a picture"
          name="profile_image"
          accept={AVATAR_ACCEPT}
          file={file}
          onChange={(chosen) => {
            upload.reset();
            setFile(chosen);
          }}
          description="A JPEG, PNG or WebP image; a square one looks best."
          errorMessage={problem ?? refusal}
        />
        {file && (
          <div className={styles.actions}>
            <Button onPress={() => upload.mutate(file)} isPending={upload.isPending} isDisabled={!!problem}>
              Upload picture
            </Button>
            <Button variant="ghost" onPress={clear} isDisabled={upload.isPending}>
              Cancel
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
