import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../features/sign-in/sign-up-page';

export const Route = createFileRoute('/sign-up')({
  component: SignUpPage,
});
