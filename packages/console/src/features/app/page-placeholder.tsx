import { Construction } from 'lucide-react';
import { css } from '../../../styled-system/css';
import { PAGE_TEXTS } from '../../lib/page-texts';

const box = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '3',
  p: { base: '6', md: '8' },
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
});
const heading = css({ textStyle: 'heading.lg', color: 'fg.default' });
const text = css({ textStyle: 'body.lg', color: 'fg.default', maxW: '2xl' });
const note = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  textStyle: 'body.md',
  color: 'fg.muted',
});

/**
 * One page of an app whose contents the spec does not show: it says plainly what will appear here (listed in the
 * README under "Pages not yet specified").
 */
export function PagePlaceholder({ page }: { page: keyof typeof PAGE_TEXTS }) {
  const { title, description } = PAGE_TEXTS[page];
  return (
    <section className={box} aria-labelledby="page-title">
      <h1 id="page-title" className={heading}>
        {title}
      </h1>
      <p className={text}>{description}</p>
      <p className={note}>
        <Construction aria-hidden size={16} />
        This page is not available yet.
      </p>
    </section>
  );
}
