import { createFileRoute } from '@tanstack/react-router';
import { NewPasswordPage } from '../features/auth/components/new-password-page';
import { pageHead } from '@web/lib/page-head';

export const Route = createFileRoute('/reset-password')({
  head: () => pageHead({ title: 'Reset password' }),
  component: () => <NewPasswordPage mode="reset" />,
});
