import { FileUpload } from '@ark-ui/react/file-upload';
import { File, X } from 'lucide-react';
import { fileUpload } from '../../../styled-system/recipes';
import { createStyleContext } from '../../lib/create-style-context';

const { withProvider, withContext } = createStyleContext(fileUpload);

/**
 * A file picker: `<FileUpload.Root accept maxFiles maxFileSize onFileAccept onFileReject>` with Label, Dropzone
 * (holding a Trigger: the area itself only takes drops), HiddenInput, and an ItemGroup of Items (ItemPreview, ItemName, ItemSizeText,
 * ItemDeleteTrigger) from `FileUpload.Context`'s `acceptedFiles`.
 */
export const Root = withProvider(FileUpload.Root, 'root');
export const Label = withContext(FileUpload.Label, 'label');
// The Trigger inside is the button; a clickable drop area around it would nest one button in another.
export const Dropzone = withContext(FileUpload.Dropzone, 'dropzone', {
  defaultProps: { disableClick: true },
});
export const Trigger = withContext(FileUpload.Trigger, 'trigger');
export const ItemGroup = withContext(FileUpload.ItemGroup, 'itemGroup');
export const Item = withContext(FileUpload.Item, 'item');
export const ItemPreview = withContext(FileUpload.ItemPreview, 'itemPreview', {
  defaultProps: { children: <File aria-hidden /> },
});
export const ItemName = withContext(FileUpload.ItemName, 'itemName');
export const ItemSizeText = withContext(FileUpload.ItemSizeText, 'itemSizeText');
export const ItemDeleteTrigger = withContext(FileUpload.ItemDeleteTrigger, 'itemDeleteTrigger', {
  defaultProps: { children: <X aria-hidden /> },
});
export const HiddenInput = FileUpload.HiddenInput;
export { FileUploadContext as Context } from '@ark-ui/react/file-upload';
