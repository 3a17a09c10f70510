import { ark } from '@ark-ui/react/factory';
import { card } from '../../../styled-system/recipes';
import { createStyleContext } from '../../lib/create-style-context';

const { withProvider, withContext } = createStyleContext(card);

/** `<Card.Root>` with Header (Title, Description), Body and Footer. Title is an h2 by default (`asChild` to change). */
export const Root = withProvider(ark.section, 'root');
export const Header = withContext(ark.div, 'header');
export const Title = withContext(ark.h2, 'title');
export const Description = withContext(ark.p, 'description');
export const Body = withContext(ark.div, 'body');
export const Footer = withContext(ark.div, 'footer');
