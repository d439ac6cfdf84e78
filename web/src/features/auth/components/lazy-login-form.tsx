import { Spinner } from '@web/components/ui/spinner';
import { lazyOnIntent } from '@web/lib/lazy-on-intent';
import styles from './lazy-login-form.module.css';

/**
 * The login form of the header's dropdown and the login modal, fetched the first time one opens (or
 * when the pointer or focus reaches 'Log in'): most visits never log in, so the form, its rules and its
 * dialog stay out of every page's first load.
 */
export const { Component: LazyLoginForm, preload: preloadLoginForm } = lazyOnIntent(
  () => import('./login-form').then((module) => module.LoginForm),
  <div className={styles.loading}>
    <Spinner label="Loading the login form" />
  </div>,
);
