export * as FileUpload from './file-upload';
