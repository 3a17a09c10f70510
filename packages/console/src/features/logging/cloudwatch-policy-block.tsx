import { CopyButton } from '@console/ui';
import { css } from '../../../styled-system/css';
import { cloudwatchPolicy } from './cloudwatch-policy';

const header = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' });
const title = css({ textStyle: 'label.md', color: 'fg.default' });
const text = css({ textStyle: 'body.sm', color: 'fg.muted', mt: '1' });
const code = css({
  mt: '2',
  p: '3',
  textStyle: 'mono.sm',
  color: 'fg.default',
  bg: 'bg.subtle',
  borderRadius: 'md',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** The IAM policy to attach to the key's user (spec 001 §9), following the region and log group as typed. */
export function CloudwatchPolicy({ region, logGroup }: { region: string; logGroup: string }) {
  const policy = cloudwatchPolicy(region, logGroup);
  return (
    <section aria-labelledby="cloudwatch-policy">
      <div className={header}>
        <h3 id="cloudwatch-policy" className={title}>
          IAM policy
        </h3>
        <CopyButton value={policy} label="IAM policy" />
      </div>
      <p className={text}>
        The access key needs CreateLogGroup, CreateLogStream and PutLogEvents on the log group and its
        streams.
      </p>
      {/* Long ARNs wrap rather than scroll, so nothing is out of reach of the keyboard. */}
      <pre className={code}>{policy}</pre>
    </section>
  );
}
