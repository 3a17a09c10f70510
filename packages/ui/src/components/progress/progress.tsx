import { Progress } from '@ark-ui/react/progress';
import { progress } from '../../../styled-system/recipes';
import { createStyleContext } from '../../lib/create-style-context';

const { withProvider, withContext } = createStyleContext(progress);

/**
 * A progress bar: `<Progress.Root value max>` (`size` sm or md; `data-warning` turns it red) with Label,
 * ValueText, and Track holding Range.
 */
export const Root = withProvider(Progress.Root, 'root');
export const Label = withContext(Progress.Label, 'label');
export const ValueText = withContext(Progress.ValueText, 'valueText');
export const Track = withContext(Progress.Track, 'track');
export const Range = withContext(Progress.Range, 'range');
