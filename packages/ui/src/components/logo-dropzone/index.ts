export { LogoDropzone, type LogoDropzoneProps } from './logo-dropzone';
