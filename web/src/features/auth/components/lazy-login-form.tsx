import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@web/components/ui/spinner';
import styles from './lazy-login-form.module.css';

const loadLoginForm = () => import('./login-form');
const LoginFormChunk = lazy(async () => ({ default: (await loadLoginForm()).LoginForm }));

/** Starts fetching the login form's code: called when the pointer or focus reaches 'Log in'. */
export function preloadLoginForm(): void {
  void loadLoginForm();
}

/**
 * The login form of the header's dropdown and the login modal, fetched the first time one opens:
 * most visits never log in, so the form, its rules and its dialog stay out of every page's first load.
 */
export function LazyLoginForm(props: ComponentProps<typeof LoginFormChunk>) {
  return (
    <Suspense
      fallback={
        <div className={styles.loading}>
          <Spinner label="Loading the login form" />
        </div>
      }
    >
      <LoginFormChunk {...props} />
    </Suspense>
  );
}
