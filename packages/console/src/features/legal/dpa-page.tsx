import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { css } from '../../../styled-system/css';
import { PRODUCT_NAME } from '../../lib/console-config';
import { DPA_SECTIONS } from './dpa-sections';

const page = css({ minH: '100dvh', bg: 'bg.canvas', color: 'fg.default' });
const article = css({ maxW: '3xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '6', md: '12' } });
const back = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  textStyle: 'label.md',
  color: 'accent.fg',
  mb: '6',
  '& svg': { w: '4', h: '4' },
});
const heading = css({ textStyle: 'heading.xl' });
const meta = css({ textStyle: 'body.md', color: 'fg.muted', mt: '2', mb: '8' });
const sectionTitle = css({ textStyle: 'heading.sm', mt: '8', mb: '2' });
const paragraph = css({ textStyle: 'body.lg', color: 'fg.default', mb: '3' });

/** /legal/data-processing-addendum: the provider's Data Processing Addendum, as a readable document. */
export function DpaPage() {
  return (
    <div className={page}>
      <main className={article}>
        <Link to="/" className={back}>
          <ArrowLeft aria-hidden />
          Back to {PRODUCT_NAME}
        </Link>
        <article aria-labelledby="dpa-title">
          <h1 id="dpa-title" className={heading}>
            Data Processing Addendum
          </h1>
          <p className={meta}>
            This Addendum forms part of the agreement between the provider of the {PRODUCT_NAME} apps (the
            &quot;Provider&quot;) and its customer (the &quot;Customer&quot;) and governs the Provider&apos;s
            processing of personal data on the Customer&apos;s behalf.
          </p>
          {DPA_SECTIONS.map((section, index) => (
            <section key={section.title} aria-labelledby={`dpa-section-${index}`}>
              <h2 id={`dpa-section-${index}`} className={sectionTitle}>
                {section.title}
              </h2>
              {section.paragraphs.map((text) => (
                <p key={text} className={paragraph}>
                  {text}
                </p>
              ))}
            </section>
          ))}
        </article>
      </main>
    </div>
  );
}
