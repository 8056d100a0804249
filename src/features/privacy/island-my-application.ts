export { MyApplicationView } from './ui/MyApplicationView';
