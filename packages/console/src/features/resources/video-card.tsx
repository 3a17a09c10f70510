import { Card, CopyButton } from '@console/ui';
import { Play } from 'lucide-react';
import { useState } from 'react';
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
  w: 'full',
  h: 'full',
  cursor: 'pointer',
  bg: 'transparent',
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '-2px' },
});
const posterIcon = css({ position: 'relative', w: '14', h: '14', opacity: '0.9' });
const playBadge = css({
  position: 'absolute',
  right: '-2',
  bottom: '-2',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '7',
  h: '7',
  borderRadius: 'full',
  bg: 'bg.surface',
  color: 'fg.default',
  boxShadow: 'md',
  '& svg': { w: '3.5', h: '3.5', ml: '0.5' },
});
const player = css({ w: 'full', h: 'full', objectFit: 'cover', bg: 'black' });

// Captions are not available for the demo videos yet: an empty caption track keeps the player's CC control honest.
const NO_CAPTIONS = 'data:text/vtt;charset=utf-8,WEBVTT';

/**
 * A demo video (spec 000 §2) and "Copy link to video" with its ~950 ms confirmation. Until asked to play, the card
 * shows a local poster (the app's icon) as a play button: the player, and the video's download, start only then.
 */
export function VideoCard({ video }: { video: DemoVideo }) {
  const [playing, setPlaying] = useState(false);
  const name = `${video.title} demo video`;
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title asChild>
          <h3>{video.title}</h3>
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <div className={frame}>
          {playing ? (
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the user just asked for this player
            <video className={player} controls autoPlay autoFocus aria-label={name}>
              <source src={video.url} type="video/mp4" />
              <track kind="captions" src={NO_CAPTIONS} srcLang="en" label="English" />
            </video>
          ) : (
            <button
              type="button"
              className={poster}
              onClick={() => setPlaying(true)}
              aria-label={`Play ${name}`}
            >
              <span className={posterIcon}>
                <AppTile app={video.app} />
                <span className={playBadge}>
                  <Play aria-hidden />
                </span>
              </span>
            </button>
          )}
        </div>
      </Card.Body>
      <Card.Footer>
        <CopyButton value={video.url} label="link to video" />
      </Card.Footer>
    </Card.Root>
  );
}
