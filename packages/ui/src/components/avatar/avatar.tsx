import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import { cx } from '../../../styled-system/css';
import { avatar } from '../../../styled-system/recipes';
import type { VariantProps } from '../../lib/variant-props';
import { initials } from './initials';

export interface AvatarProps extends VariantProps<typeof avatar> {
  /** The person's name (or e-mail): the photo's alt text and the source of the initials. */
  name: string;
  /** A photo URL; without one, or while it loads or if it fails, the initials show. */
  src?: string;
  className?: string;
}

/** A person's photo, or their initials (Ark Avatar swaps them as the image loads or fails). */
export function Avatar({ name, src, size, className }: AvatarProps) {
  const classes = avatar({ size });
  return (
    <ArkAvatar.Root className={cx(classes.root, className)}>
      <ArkAvatar.Fallback className={classes.fallback} role="img" aria-label={name}>
        {initials(name)}
      </ArkAvatar.Fallback>
      {src && <ArkAvatar.Image className={classes.image} src={src} alt={name} />}
    </ArkAvatar.Root>
  );
}
