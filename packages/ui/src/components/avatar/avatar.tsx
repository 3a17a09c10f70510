import { Avatar } from '@ark-ui/react/avatar';
import type { ComponentProps } from 'react';
import { avatar } from '../../../styled-system/recipes';
import { createStyleContext } from '../../lib/create-style-context';
import { initials } from './initials';

const { withProvider, withContext } = createStyleContext(avatar);

/**
 * A person's photo, or their initials while it loads, fails or is missing: `<Avatar.Root size>` with
 * `<Avatar.Fallback name>` and `<Avatar.Image src alt>`.
 */
export const Root = withProvider(Avatar.Root, 'root');
export const Image = withContext(Avatar.Image, 'image');
const StyledFallback = withContext(Avatar.Fallback, 'fallback');

/** The initials of `name` (a person's name or e-mail), which also names the avatar for assistive technology. */
export function Fallback({ name, ...props }: ComponentProps<typeof StyledFallback> & { name: string }) {
  return (
    <StyledFallback role="img" aria-label={name} {...props}>
      {initials(name)}
    </StyledFallback>
  );
}
