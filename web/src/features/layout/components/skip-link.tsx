import styles from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First stop for keyboard users: jumps past the header and menus. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={styles.skip}
      onClick={(event) => {
        // Focus the landmark directly: the router must not treat the hash as a navigation.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
