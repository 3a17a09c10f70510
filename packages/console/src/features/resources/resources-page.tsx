import { Card } from '@console/ui';
import { FileText, ShieldCheck } from 'lucide-react';
import { css } from '../../../styled-system/css';
import { PageLayout } from '../../components/page-layout';
import { COMPLIANCE_DOCUMENTS, DEMO_VIDEOS, WHITEPAPERS } from './resources-data';
import { VideoCard } from './video-card';

const grid = css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } });
const list = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0' });
const item = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '2',
  textStyle: 'body.md',
  color: 'fg.default',
});
const itemIcon = css({ flexShrink: 0, w: '4', h: '4', mt: '0.5', color: 'fg.muted' });
const sectionTitle = css({ textStyle: 'heading.md', color: 'fg.default', mt: '10', mb: '4' });

function DocumentList({ items, icon: Icon }: { items: readonly string[]; icon: typeof FileText }) {
  return (
    <ul className={list}>
      {items.map((title) => (
        <li key={title} className={item}>
          <Icon className={itemIcon} aria-hidden />
          {title}
        </li>
      ))}
    </ul>
  );
}

/** Sales Collateral & Resources (spec 000 §2): whitepapers, compliance documents and four demo videos. */
export function ResourcesPage() {
  return (
    <PageLayout
      title="Sales Collateral & Resources"
      lead="Demo videos and documents you can share with your customers and partners."
    >
      <div className={grid}>
        <Card.Root>
          <Card.Header>
            <Card.Title>Whitepapers</Card.Title>
          </Card.Header>
          <Card.Body>
            <DocumentList items={WHITEPAPERS} icon={FileText} />
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Card.Title>Compliance</Card.Title>
          </Card.Header>
          <Card.Body>
            <DocumentList items={COMPLIANCE_DOCUMENTS} icon={ShieldCheck} />
          </Card.Body>
        </Card.Root>
      </div>
      <h2 className={sectionTitle}>Demo videos</h2>
      <div className={grid}>
        {DEMO_VIDEOS.map((video) => (
          <VideoCard key={video.id} video={video} />
        ))}
      </div>
    </PageLayout>
  );
}
