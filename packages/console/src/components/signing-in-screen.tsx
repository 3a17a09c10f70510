import { Spinner } from '@console/ui';
import { css } from '../../styled-system/css';

const page = css({
  minH: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '4',
  bg: 'bg.canvas',
});
const heading = css({ textStyle: 'heading.md', color: 'fg.default' });

/** The whole page while a sign-in completes (a callback, an invitation link): a spinner, its text as the heading. */
export function SigningInScreen({ text }: { text: string }) {
  return (
    <main className={page}>
      <Spinner size="lg" label={text} />
      <h1 className={heading}>{text}</h1>
    </main>
  );
}
