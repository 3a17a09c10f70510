import { Card, CopyButton } from '@console/ui';
import { css } from '../../../styled-system/css';
import { AppTile } from '../../components/app-tile';
import type { DemoVideo } from './resources-data';

const frame = css({
  position: 'relative',
  aspectRatio: '16 / 9',
  borderRadius: 'md',
  overflow: 'hidden',
  bg: 'bg.subtle',
});
const poster = css({
  position: 'absolute',
  inset: '0',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  pointerEvents: 'none',
});
const posterIcon = css({ w: '14', h: '14', opacity: '0.9' });
const player = css({ position: 'relative', w: 'full', h: 'full', objectFit: 'cover', bg: 'transparent' });

// Captions are not available for the demo videos yet: an empty caption track keeps the player's CC control honest.
const NO_CAPTIONS = 'data:text/vtt;charset=utf-8,WEBVTT';

/**
 * A demo video (spec 000 §2): the embedded player, not loaded until played, over a local poster (the app's icon),
 * and "Copy link to video" with its ~950 ms confirmation.
 */
export function VideoCard({ video }: { video: DemoVideo }) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title asChild>
          <h3>{video.title}</h3>
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <div className={frame}>
          <span className={poster}>
            <span className={posterIcon}>
              <AppTile app={video.app} />
            </span>
          </span>
          <video className={player} controls preload="none" aria-label={`${video.title} demo video`}>
            <source src={video.url} type="video/mp4" />
            <track kind="captions" src={NO_CAPTIONS} srcLang="en" label="English" />
          </video>
        </div>
      </Card.Body>
      <Card.Footer>
        <CopyButton value={video.url} label="link to video" />
      </Card.Footer>
    </Card.Root>
  );
}
