// The Select namespace: the styled parts and the usual trigger and list composed of them.
export * from './select-parts';
export { Options, ValueTrigger } from './select-options';
export {
  SelectContext as Context,
  createListCollection,
  type SelectValueChangeDetails as ValueChangeDetails,
} from '@ark-ui/react/select';
