export { formatCtc, formatLpa, formatRupees, parseCtc } from './ctc';
