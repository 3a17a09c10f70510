import { FileUpload, type FileUploadFileAcceptDetails } from '@ark-ui/react/file-upload';
import { ImageUp, Trash2 } from 'lucide-react';
import { logoDropzone } from '../../../styled-system/recipes';
import { Button } from '../button';
import { readSvgLogo, svgDataUri } from './read-svg-logo';

export interface LogoDropzoneProps {
  /** The current logo as SVG markup, null when there is none. */
  value: string | null;
  /** A new logo (sanitised and normalised markup), or null when removed. */
  onChange: (svgMarkup: string | null) => void;
  label?: string;
  disabled?: boolean;
}

const SVG_ONLY = { 'image/svg+xml': ['.svg'] };
// Controlled and always empty: Ark keeps no file, so the same file can be chosen again after a remove.
const NO_FILES: File[] = [];

/**
 * The logo upload of the branding page (spec 000 §2, §5): an SVG by drag and drop or by "Browse files". Any other
 * file is ignored without a message, as the spec says. The file is read, sanitised and normalised before
 * `onChange`; the preview is an <img> of a data URI, so the logo's markup never becomes part of the page.
 */
export function LogoDropzone({ value, onChange, label = 'Logo', disabled }: LogoDropzoneProps) {
  const classes = logoDropzone();

  const accept = async ({ files }: FileUploadFileAcceptDetails) => {
    const [file] = files;
    const markup = file && (await readSvgLogo(file));
    if (markup) onChange(markup);
  };

  return (
    <FileUpload.Root
      className={classes.root}
      accept={SVG_ONLY}
      maxFiles={1}
      acceptedFiles={NO_FILES}
      onFileAccept={(details) => void accept(details)}
      disabled={disabled}
      translations={{ dropzone: `${label}: drop an SVG file here` }}
    >
      <FileUpload.Label className={classes.label}>{label}</FileUpload.Label>
      <FileUpload.Dropzone className={classes.dropzone} disableClick>
        {value ? (
          <img className={classes.preview} src={svgDataUri(value)} alt="Current logo" />
        ) : (
          <ImageUp className={classes.icon} aria-hidden />
        )}
        <p className={classes.hint}>Drag and drop an SVG file here, or</p>
        <div className={classes.actions}>
          <FileUpload.Trigger asChild>
            <Button variant="outline" size="sm">
              Browse files
            </Button>
          </FileUpload.Trigger>
          {value && (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)} disabled={disabled}>
              <Trash2 aria-hidden />
              Remove logo
            </Button>
          )}
        </div>
      </FileUpload.Dropzone>
      <FileUpload.HiddenInput />
    </FileUpload.Root>
  );
}
