import { useState } from 'react';
import { lazyOnIntent } from '@web/lib/lazy-on-intent';
import { useLoginModalRequest } from '../login-modal-store';

const { Component: LazyLoginModalDialog } = lazyOnIntent(
  () => import('./login-modal-dialog').then((module) => module.LoginModalDialog),
  null,
);

/**
 * The stand-alone login modal (title 'Log in'), opened with openLoginModal() wherever a shopper must
 * log in without losing the page: an action whose session has ended resumes once they are back in.
 * Its code loads the first time it opens, and it stays mounted from then on so it can animate out.
 */
export function LoginModal() {
  const request = useLoginModalRequest();
  const [mounted, setMounted] = useState(false);
  if (request !== null && !mounted) setMounted(true);
  return mounted || request !== null ? <LazyLoginModalDialog request={request} /> : null;
}
