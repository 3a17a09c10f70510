export { PhoneBubblePreview, type PhoneBubblePreviewProps } from './phone-bubble-preview';
