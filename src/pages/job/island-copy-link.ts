export { CopyLinkButton } from './ui/CopyLinkButton';
